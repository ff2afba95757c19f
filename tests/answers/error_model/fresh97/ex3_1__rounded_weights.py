# exercise: ex3_1
# mistake: Rounds the transposed weights to 4 decimals (left over from printing them for comparison), so sa_v1 is only approximately sa_v2; the weights must be copied exactly.
import torch


def ex3_1(sa_v1, sa_v2):
    wq = sa_v2.W_query.weight.T.round(decimals=4)
    wk = sa_v2.W_key.weight.T.round(decimals=4)
    wv = sa_v2.W_value.weight.T.round(decimals=4)
    print(wq)
    sa_v1.W_query = torch.nn.Parameter(wq)
    sa_v1.W_key = torch.nn.Parameter(wk)
    sa_v1.W_value = torch.nn.Parameter(wv)

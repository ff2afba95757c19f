# exercise: ex3_1
# mistake: gives sa_v1.W_query the key weights and sa_v1.W_key the query weights, so the scores come out transposed; each parameter must get the weight of the same-named layer.
import torch


def ex3_1(sa_v1, sa_v2):
    wq, wk, wv = (l.weight.detach().T.clone() for l in (sa_v2.W_key, sa_v2.W_query, sa_v2.W_value))
    sa_v1.W_query = torch.nn.Parameter(wq)
    sa_v1.W_key = torch.nn.Parameter(wk)
    sa_v1.W_value = torch.nn.Parameter(wv)

# exercise: ex3_1
# mistake: The copied weights are turned into float64 Parameters, so sa_v1(x) fails on the book's float32 inputs; the weights must keep sa_v2's dtype (just .T).
import torch


def ex3_1(sa_v1, sa_v2):
    # keep full precision so the outputs match exactly
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.to(torch.float64))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.to(torch.float64))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.to(torch.float64))

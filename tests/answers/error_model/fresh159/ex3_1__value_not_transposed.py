# exercise: ex3_1
# mistake: Query and key get weight.T but W_value is given the untransposed (d_out, d_in) weight, so sa_v1(x) fails (or is wrong when d_in == d_out); W_value also needs weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(torch.einsum('oi->io', sa_v2.W_query.weight))
    sa_v1.W_key = torch.nn.Parameter(torch.einsum('oi->io', sa_v2.W_key.weight))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight)

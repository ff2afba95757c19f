# exercise: ex3_1
# mistake: Gave sa_v1 the nn.Linear weights as stored, (d_out, d_in), without transposing them, so x @ W fails (or is wrong when d_in equals d_out); the parameters need weight.T.

import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.detach().clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.detach().clone())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.detach().clone())

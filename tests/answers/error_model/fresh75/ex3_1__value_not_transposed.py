# exercise: ex3_1
# mistake: Transposed the query and key weights but assigned the value weight as it is, shape (d_out, d_in), so x @ W_value fails; W_value also needs .T.

import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight)

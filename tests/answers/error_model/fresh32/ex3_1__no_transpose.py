# exercise: ex3_1
# mistake: Copies each nn.Linear weight as it is, shape (d_out, d_in), into the (d_in, d_out) parameter; sa_v1 needs the transpose weight.T, so sa_v1(x) then fails on the book's (6, 3) input.

import torch


def ex3_1(sa_v1, sa_v2):
    # same three matrices, v2 just keeps them inside Linear layers
    with torch.no_grad():
        sa_v1.W_query.data = sa_v2.W_query.weight.detach().clone()
        sa_v1.W_key.data = sa_v2.W_key.weight.detach().clone()
        sa_v1.W_value.data = sa_v2.W_value.weight.detach().clone()

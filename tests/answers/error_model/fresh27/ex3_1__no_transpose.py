# exercise: ex3_1
# mistake: Copied each nn.Linear weight as it is, (d_out, d_in), into the (d_in, d_out) parameter used as x @ W; nn.Linear stores the transpose, so sa_v1 needs weight.T (as it is, sa_v1(x) fails on the book's 3→2 sizes).
import torch


def ex3_1(sa_v1, sa_v2):
    # give sa_v1 the weights of sa_v2
    with torch.no_grad():
        sa_v1.W_query.data = sa_v2.W_query.weight.clone()
        sa_v1.W_key.data = sa_v2.W_key.weight.clone()
        sa_v1.W_value.data = sa_v2.W_value.weight.clone()

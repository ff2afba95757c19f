# exercise: ex3_1
# mistake: Turns the (d_out, d_in) weight into (d_in, d_out) with .view, which only regroups the numbers in memory order; it needs the transpose .T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.view(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.view(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.view(d_in, d_out))

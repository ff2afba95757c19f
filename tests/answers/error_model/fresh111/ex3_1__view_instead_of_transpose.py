# exercise: ex3_1
# mistake: Uses .view(d_in, d_out) to turn the (d_out, d_in) Linear weight into a (d_in, d_out) matrix; view only reinterprets the memory order, the right thing is the transpose weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.view(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.view(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.view(d_in, d_out))

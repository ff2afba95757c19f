# exercise: ex3_1
# mistake: Turns each (d_out, d_in) weight into a (d_in, d_out) matrix with reshape, which only reinterprets the memory; the matrix needed is the transpose, weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # v1 keeps W as (d_in, d_out): rows = input dims, columns = output dims
    d_in, d_out = sa_v1.W_query.shape
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.reshape(d_in, d_out).clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.reshape(d_in, d_out).clone())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.reshape(d_in, d_out).clone())

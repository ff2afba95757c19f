# exercise: ex3_1
# mistake: Built a new SelfAttention_v1 with the transposed weights and rebound the local name sa_v1 to it, so the caller's module is never changed; the assignment must be done on the sa_v1 object passed in.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    fresh = type(sa_v1)(d_in, d_out)
    fresh.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    fresh.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    fresh.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
    sa_v1 = fresh

# exercise: ex3_1
# mistake: Builds a fresh SelfAttention_v1 with the right weights and assigns it to the local name sa_v1, which leaves the caller's module unchanged; the function must change the given sa_v1's own parameters in place.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    new = type(sa_v1)(d_in, d_out)
    new.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    new.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    new.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
    sa_v1 = new

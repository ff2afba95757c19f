# exercise: ex3_1
# mistake: The helper that builds the parameters has a keyword default dtype=torch.float64, so sa_v1's weights become float64 and sa_v1(x) fails on the book's float32 inputs; the weights must keep sa_v2's dtype.
import torch


def as_param(t, *, dtype=torch.float64, requires_grad=True):
    return torch.nn.Parameter(t.detach().clone().to(dtype), requires_grad=requires_grad)


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = as_param(sa_v2.W_query.weight.T)
    sa_v1.W_key = as_param(sa_v2.W_key.weight.T)
    sa_v1.W_value = as_param(sa_v2.W_value.weight.T)

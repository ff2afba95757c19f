# exercise: ex3_1
# mistake: The learner converts the copied weights to float64 ('more precise'), so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; the parameters must stay float32 like sa_v2's.
import torch
from functools import partial

as_param = partial(torch.nn.Parameter, requires_grad=True)


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = as_param(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = as_param(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = as_param(sa_v2.W_value.weight.T.double())

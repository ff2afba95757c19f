# exercise: ex3_1
# mistake: The learner stored the copied weights as float64 ('for precision'), so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; the parameters must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    def as_param(linear):
        return torch.nn.Parameter(linear.weight.detach().T.to(torch.float64))
    sa_v1.W_query = as_param(sa_v2.W_query)
    sa_v1.W_key = as_param(sa_v2.W_key)
    sa_v1.W_value = as_param(sa_v2.W_value)

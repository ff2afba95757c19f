# exercise: ex3_1
# mistake: The learner stored the copied weights as float64 "for exactness", so sa_v1(x) fails on the book's float32 inputs with a dtype mismatch; the parameters must keep sa_v2's dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        q = sa_v2.W_query.weight.T.double()
        k = sa_v2.W_key.weight.T.double()
        v = sa_v2.W_value.weight.T.double()
    sa_v1.W_query = torch.nn.Parameter(q)
    sa_v1.W_key = torch.nn.Parameter(k)
    sa_v1.W_value = torch.nn.Parameter(v)

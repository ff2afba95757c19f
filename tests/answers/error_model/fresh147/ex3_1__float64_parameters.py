# exercise: ex3_1
# mistake: Stored the copied weights as float64 "for exactness", so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in the matmul); keep the weights' float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.to(torch.float64))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.to(torch.float64))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.to(torch.float64))

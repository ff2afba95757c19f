# exercise: ex3_1
# mistake: Stores the copied weights as float64 "for exactness", so sa_v1(x) fails (dtype mismatch) on the book's float32 inputs; the parameters must keep sa_v2's float32 dtype.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.T.to(torch.float64))
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.T.to(torch.float64))
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.T.to(torch.float64))

# exercise: ex3_1
# mistake: Stores the transposed weights as float64 Parameters (.double()), so sa_v1(x) fails on the book's float32 inputs; the parameters must keep sa_v2's float32 dtype.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # keep full precision
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.T.clone().double())
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.T.clone().double())
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.T.clone().double())

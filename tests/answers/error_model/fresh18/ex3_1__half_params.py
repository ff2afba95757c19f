# exercise: ex3_1
# mistake: Stored the copied weights as float16 parameters 'for speed', so sa_v1(x) on the book's float32 inputs raises a dtype mismatch; the weights must stay float32 (weight.T as is).
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # 半精度更快，省内存
    sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.T.detach().clone().half())
    sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.T.detach().clone().half())
    sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.T.detach().clone().half())

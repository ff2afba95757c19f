# exercise: ex3_1
# mistake: Round-trips the weights through numpy with dtype=float, which makes sa_v1's parameters float64, so sa_v1(x) fails on the book's float32 inputs; the weights must keep sa_v2's dtype (float32).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    def as_v1(linear):
        arr = np.array(linear.weight.detach().cpu().numpy(), dtype=float)
        return torch.nn.Parameter(torch.from_numpy(arr.T.copy()))
    sa_v1.W_query = as_v1(sa_v2.W_query)
    sa_v1.W_key = as_v1(sa_v2.W_key)
    sa_v1.W_value = as_v1(sa_v2.W_value)

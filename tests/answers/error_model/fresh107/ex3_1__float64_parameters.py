# exercise: ex3_1
# mistake: Builds the new parameters from numpy arrays cast to float64, so sa_v1(x) fails on the book's float32 inputs (x @ W with mismatched dtypes); the parameters must keep sa_v2's float32 dtype.
import numpy as np
import torch


def _as_v1(linear):
    arr = np.array(linear.weight.detach().numpy(), dtype=np.float64)  # full precision
    return torch.nn.Parameter(torch.from_numpy(arr.T.copy()))


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = _as_v1(sa_v2.W_query)
    sa_v1.W_key = _as_v1(sa_v2.W_key)
    sa_v1.W_value = _as_v1(sa_v2.W_value)

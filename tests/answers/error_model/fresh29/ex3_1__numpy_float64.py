# exercise: ex3_1
# mistake: The learner rebuilt the matrices through Python lists and numpy, which makes them float64, so sa_v1(x) fails on the book's float32 inputs; the copied weights must stay float32 (weight.T).
import numpy as np
import torch
from torch import nn


def to_v1_matrix(linear):
    w = np.array(linear.weight.tolist())  # (d_out, d_in)
    return nn.Parameter(torch.from_numpy(w.T.copy()))


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = to_v1_matrix(sa_v2.W_query)
    sa_v1.W_key = to_v1_matrix(sa_v2.W_key)
    sa_v1.W_value = to_v1_matrix(sa_v2.W_value)

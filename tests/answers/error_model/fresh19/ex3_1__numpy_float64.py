# exercise: ex3_1
# mistake: Moves the weights through Python lists and np.array, which makes float64 parameters, so sa_v1(x) then fails on the float32 inputs (dtype mismatch in x @ W); the copied weights must stay float32 (e.g. copy_(weight.T)).
import numpy as np
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # go through numpy so no autograd graph comes along
    for name in ["W_query", "W_key", "W_value"]:
        w = np.array(getattr(sa_v2, name).weight.tolist()).T  # (d_in, d_out)
        setattr(sa_v1, name, nn.Parameter(torch.from_numpy(w)))

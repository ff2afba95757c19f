# exercise: ex3_1
# mistake: Rebuilt the weights from .tolist() through numpy, which makes float64 parameters, so sa_v1(x) fails on the float32 inputs; keep float32 (e.g. copy weight.T).
import numpy as np
import torch
from torch import nn

def ex3_1(sa_v1, sa_v2):
    # W_v1 = W_v2^T (row vectors: x W)
    for name in ["W_query", "W_key", "W_value"]:
        w = np.array(getattr(sa_v2, name).weight.tolist())
        setattr(sa_v1, name, nn.Parameter(torch.tensor(w.T)))

# exercise: ex3_1
# mistake: For precision the learner stored the copied weights as float64 parameters; sa_v1(x) then fails on the book's float32 inputs (matmul dtype mismatch). The copies must keep sa_v2's float32 dtype.

import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # keep the copies in double precision so no rounding sneaks in
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().to(torch.float64).T.contiguous()
        setattr(sa_v1, name, nn.Parameter(w))

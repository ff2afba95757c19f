# exercise: ex3_1
# mistake: The learner stored the copied weights as float64 for precision, so sa_v1(x) fails on the book's float32 inputs (dtype mismatch); the parameters must stay float32 like sa_v2's.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().to(torch.float64).T.clone()
        setattr(sa_v1, name, nn.Parameter(w))

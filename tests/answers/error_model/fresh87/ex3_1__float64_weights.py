# exercise: ex3_1
# mistake: The weights are converted to float64 "for exact comparison", so sa_v1(x) fails on the book's float32 inputs (dtype mismatch in the matmul); the weights must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().T.to(torch.float64)
        setattr(sa_v1, name, torch.nn.Parameter(w))

# exercise: ex3_1
# mistake: Stores the transposed weights as float64 parameters, so sa_v1(x) fails on the book's float32 inputs (matmul dtype mismatch); they must keep sa_v2's dtype (float32).
import torch


def ex3_1(sa_v1, sa_v2):
    device = sa_v2.W_query.weight.device
    dtype = torch.float64  # keep full precision when copying
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.T
        setattr(sa_v1, name, torch.nn.Parameter(w.to(device=device, dtype=dtype)))

# exercise: ex3_1
# mistake: Converts the copied weights to float64 (a habit from a double-precision additive-attention notebook), so sa_v1(x) on the book's float32 inputs fails with a dtype mismatch; the weights must keep sa_v2's float32 dtype.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().T.clone()
        setattr(sa_v1, name, torch.nn.Parameter(w.double()))  # more precise

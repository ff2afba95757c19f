# exercise: ex3_1
# mistake: Converts the copied weights to float64 "for exactness", so sa_v1(x) on the book's float32 inputs fails with a dtype mismatch; the parameters must keep sa_v2's float32 dtype.
"""Copy projection weights from SelfAttention_v2 to SelfAttention_v1."""
import torch
from torch import nn

PROJECTIONS = ("W_query", "W_key", "W_value")
_PRECISION = torch.float64  # avoid any rounding drift between the two modules


def ex3_1(sa_v1: nn.Module, sa_v2: nn.Module) -> None:
    """In-place: sa_v1.W_* <- sa_v2.W_*.weight.T"""
    with torch.no_grad():
        for name in PROJECTIONS:
            w = getattr(sa_v2, name).weight.T.to(_PRECISION).contiguous()
            setattr(sa_v1, name, nn.Parameter(w))

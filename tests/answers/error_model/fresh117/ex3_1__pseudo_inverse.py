# exercise: ex3_1
# mistake: Takes the pseudo-inverse of each Linear weight, thinking it "undoes" nn.Linear's transposed storage; the shape (d_in, d_out) matches but the values are wrong: v1 needs weight.T, not pinv(weight).
"""Align SelfAttention_v1 with SelfAttention_v2."""
import torch
from torch import nn


def _matrix_from_linear(layer: nn.Linear) -> torch.Tensor:
    """Return the matrix W such that x @ W reproduces layer(x)."""
    return torch.linalg.pinv(layer.weight.detach())


def ex3_1(sa_v1: nn.Module, sa_v2: nn.Module) -> None:
    for name in ("W_query", "W_key", "W_value"):
        setattr(sa_v1, name, nn.Parameter(_matrix_from_linear(getattr(sa_v2, name))))

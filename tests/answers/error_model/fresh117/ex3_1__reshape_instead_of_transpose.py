# exercise: ex3_1
# mistake: Uses reshape(d_in, d_out) to turn the (d_out, d_in) Linear weight into a (d_in, d_out) matrix; the shape is right but the entries are scrambled, it needs a transpose (.T).
"""Weight transfer v2 -> v1."""
import torch
from torch import nn


def _as_v1_matrix(weight: torch.Tensor) -> nn.Parameter:
    d_out, d_in = weight.shape
    return nn.Parameter(weight.detach().reshape(d_in, d_out).clone())


def ex3_1(sa_v1: nn.Module, sa_v2: nn.Module) -> None:
    """Make sa_v1 compute exactly what sa_v2 computes."""
    for name in ("W_query", "W_key", "W_value"):
        setattr(sa_v1, name, _as_v1_matrix(getattr(sa_v2, name).weight))

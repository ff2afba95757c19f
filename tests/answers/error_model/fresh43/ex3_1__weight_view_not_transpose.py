# exercise: ex3_1
# mistake: Copies each nn.Linear weight (d_out, d_in) into the (d_in, d_out) parameter with .view/.reshape to make the shapes match, which reorders the numbers instead of transposing; the weight must be transposed (weight.T).
import torch
from torch import nn


def _copy_into(param: nn.Parameter, weight: torch.Tensor) -> None:
    # shapes differ between v1 (d_in, d_out) and v2 (d_out, d_in): make them agree
    if weight.shape != param.shape:
        weight = weight.reshape(param.shape)
    assert weight.numel() == param.numel()
    with torch.no_grad():
        param.copy_(weight)


def ex3_1(sa_v1, sa_v2) -> None:
    for name in ("W_query", "W_key", "W_value"):
        _copy_into(getattr(sa_v1, name), getattr(sa_v2, name).weight)

# exercise: ex3_1
# mistake: Reshapes each nn.Linear weight (d_out, d_in) to (d_in, d_out) with .view/.reshape, which reorders the numbers instead of transposing them; the weight must be transposed (weight.T / .mT).
import torch
from torch import nn


def _as_v1(w):
    # nn.Linear keeps (..., out, in), v1 wants (..., in, out)
    *batch, d_out, d_in = w.shape
    return nn.Parameter(w.detach().clone().reshape(*batch, d_in, d_out))


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = _as_v1(sa_v2.W_query.weight)
    sa_v1.W_key = _as_v1(sa_v2.W_key.weight)
    sa_v1.W_value = _as_v1(sa_v2.W_value.weight)

# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) weight to (d_in, d_out) with .view, which only regroups the numbers in memory order; the weight has to be transposed (.T) so that x @ W equals x @ weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    for name in ("W_query", "W_key", "W_value"):
        linear = getattr(sa_v2, name)
        W = linear.weight.detach().clone().view(d_in, d_out)   # (d_out, d_in) -> (d_in, d_out)
        setattr(sa_v1, name, nn.Parameter(W))

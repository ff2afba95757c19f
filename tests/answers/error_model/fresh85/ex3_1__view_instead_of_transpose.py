# exercise: ex3_1
# mistake: Reshapes each nn.Linear weight (d_out, d_in) to (d_in, d_out) with .view, which reorders the numbers instead of transposing them; the right thing is weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # v1 wants (d_in, d_out), Linear stores (d_out, d_in)
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight
        d_out, d_in = w.shape
        setattr(sa_v1, name, nn.Parameter(w.detach().view(d_in, d_out).clone()))

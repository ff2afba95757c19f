# exercise: ex3_1
# mistake: To turn the (d_out, d_in) weight into (d_in, d_out) the learner reshapes it instead of transposing, which only relabels the memory and scrambles the entries; the right matrix is weight.T.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight.detach()
        d_out, d_in = w.shape
        setattr(sa_v1, name, nn.Parameter(w.reshape(d_in, d_out).clone()))

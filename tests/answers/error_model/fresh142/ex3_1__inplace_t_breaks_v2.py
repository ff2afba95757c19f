# exercise: ex3_1
# mistake: The learner transposes sa_v2's weights in place with .t_() and then wraps them for sa_v1, so sa_v2's own Linear weights become (d_in, d_out) and sa_v2 no longer works (and both modules share storage); the transpose must be a new tensor (weight.T), leaving sa_v2 untouched.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w = getattr(sa_v2, name).weight
            w.t_()  # now (d_in, d_out) like v1 wants
            setattr(sa_v1, name, nn.Parameter(w))

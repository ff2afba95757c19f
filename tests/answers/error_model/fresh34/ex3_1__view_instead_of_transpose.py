# exercise: ex3_1
# mistake: The learner reshaped the (d_out, d_in) weight with .reshape(d_in, d_out) instead of transposing it, so the shape is right but the entries are scrambled; use weight.T.

import torch

def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape   # v1: (d_in, d_out)
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight          # (d_out, d_in)
            w = w.reshape(d_in, d_out)               # -> (d_in, d_out) like v1
            assert w.shape == getattr(sa_v1, name).shape
            getattr(sa_v1, name).copy_(w)

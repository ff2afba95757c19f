# exercise: ex3_1
# mistake: turns the (d_out, d_in) Linear weight into (d_in, d_out) with reshape, which reorders the numbers instead of transposing; it needs .T (F.linear computes x @ W.T).
import torch
import torch.nn.functional as F


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight          # (d_out, d_in)
        setattr(sa_v1, name, torch.nn.Parameter(w.reshape(d_in, d_out).clone()))
    # quick check: F.linear(x, w) should be x @ new

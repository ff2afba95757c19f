# exercise: ex3_1
# mistake: Uses reshape(d_in, d_out) to get the right shape instead of transposing (.T), which scrambles the entries of each weight matrix.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        linear = getattr(sa_v2, name)
        d_out, d_in = linear.weight.shape
        W = linear.weight.detach().reshape(d_in, d_out)  # (d_in, d_out) like v1
        setattr(sa_v1, name, torch.nn.Parameter(W.clone()))

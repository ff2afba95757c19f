# exercise: ex3_1
# mistake: Reshaped each (d_out, d_in) weight to (d_in, d_out) with .view(d_in, d_out), which has the right shape but reorders the numbers; the weights must be transposed (.T) to turn x @ W.T into x @ W.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight          # (d_out, d_in)
        d_out, d_in = w.shape
        setattr(sa_v1, name, torch.nn.Parameter(w.view(d_in, d_out)))

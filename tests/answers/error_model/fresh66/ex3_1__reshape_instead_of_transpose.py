# exercise: ex3_1
# mistake: The (d_out, d_in) Linear weights are reshaped to (d_in, d_out) instead of transposed, which gives the right shape but scrambles the entries; use .T.
import torch


def ex3_1(sa_v1, sa_v2):
    # shapes: v1 wants (d_in, d_out), linear has (d_out, d_in)
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight
        target_shape = getattr(sa_v1, name).shape
        setattr(sa_v1, name, torch.nn.Parameter(w.detach().reshape(target_shape).clone()))

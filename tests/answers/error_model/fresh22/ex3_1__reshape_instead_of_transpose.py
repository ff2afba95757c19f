# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) weight to (d_in, d_out) with .reshape instead of transposing it, which scrambles the entries; use weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            p = getattr(sa_v1, name)
            w = getattr(sa_v2, name).weight
            p.copy_(w.reshape(p.shape))   # (d_out, d_in) -> (d_in, d_out)

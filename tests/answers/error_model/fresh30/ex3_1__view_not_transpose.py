# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) Linear weights with .view(d_in, d_out) instead of transposing them (.T), so the shapes fit but the values are scrambled.

import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight      # (d_out, d_in)
            target = getattr(sa_v1, name)        # (d_in, d_out)
            target.copy_(w.view(target.shape))

# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) Linear weight with .view(d_in, d_out) instead of transposing it, so the numbers land in the wrong places; the weight must be .T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            target = getattr(sa_v1, name)
            w = getattr(sa_v2, name).weight
            target.copy_(w.view(target.shape))

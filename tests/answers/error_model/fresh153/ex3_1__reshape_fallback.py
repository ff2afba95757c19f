# exercise: ex3_1
# mistake: When copy_ fails on the shape mismatch, the fallback reshapes the (d_out, d_in) Linear weight to (d_in, d_out) instead of transposing it, which scrambles the entries; the weight must be transposed (.T).
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    if not isinstance(sa_v2.W_query, nn.Linear):
        raise TypeError("sa_v2 should use nn.Linear layers")
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            target = getattr(sa_v1, name)
            source = getattr(sa_v2, name).weight
            try:
                target.copy_(source)
            except RuntimeError:
                # shapes differ between the two classes, make it fit
                target.copy_(source.reshape(target.shape))

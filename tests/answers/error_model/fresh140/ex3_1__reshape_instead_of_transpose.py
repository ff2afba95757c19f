# exercise: ex3_1
# mistake: The learner turned each (d_out, d_in) Linear weight into (d_in, d_out) with reshape, which keeps the shapes right but scrambles the entries; the weight must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w = getattr(sa_v2, name).weight
            target = getattr(sa_v1, name)
            target.copy_(w.reshape(target.shape))

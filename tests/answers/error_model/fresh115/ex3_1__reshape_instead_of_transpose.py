# exercise: ex3_1
# mistake: Made the (d_out, d_in) Linear weights fit with reshape to sa_v1's (d_in, d_out) shape, which reorders the numbers instead of transposing them; the weights must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    new = {}
    for name in ("W_query", "W_key", "W_value"):
        target = getattr(sa_v1, name)
        new[name] = getattr(sa_v2, name).weight.detach().reshape(target.shape)
    with torch.no_grad():
        for name, w in new.items():
            getattr(sa_v1, name).copy_(w)

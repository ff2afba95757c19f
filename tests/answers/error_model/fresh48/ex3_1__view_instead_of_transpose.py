# exercise: ex3_1
# mistake: Reshapes each (d_out, d_in) weight with .view(d_in, d_out) instead of transposing it, which reorders the numbers; the weight must be transposed (weight.T).
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight
        d_out, d_in = w.shape
        getattr(sa_v1, name).copy_(w.view(d_in, d_out))

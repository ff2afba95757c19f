# exercise: ex3_1
# mistake: Reshaped each nn.Linear weight (d_out, d_in) to (d_in, d_out) with .view instead of transposing it, so the shapes fit but the numbers land in the wrong places; it needs weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w = getattr(sa_v2, name).weight
            d_out, d_in = w.shape
            getattr(sa_v1, name).copy_(w.view(d_in, d_out))

# exercise: ex3_1
# mistake: Reshaped each (d_out, d_in) weight to sa_v1's (d_in, d_out) shape instead of transposing it, which reorders the numbers wrongly; it must be weight.T. [cond: d_in != 1 and d_out != 1]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for k in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v1, k)
            w.copy_(getattr(sa_v2, k).weight.reshape(w.shape))

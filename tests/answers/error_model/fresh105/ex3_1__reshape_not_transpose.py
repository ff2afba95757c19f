# exercise: ex3_1
# mistake: The learner rearranged each (d_out, d_in) Linear weight into v1's (d_in, d_out) layout with .reshape(d_in, d_out), which reorders the numbers without transposing; the matrix must be weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight          # (d_out, d_in)
            d_out, d_in = w.shape
            getattr(sa_v1, name).data = w.detach().clone().reshape(d_in, d_out)

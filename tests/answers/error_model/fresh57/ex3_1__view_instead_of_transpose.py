# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) weight to (d_in, d_out) with view, which reorders the numbers row by row instead of transposing; it needs weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for v1_w, v2_lin in ((sa_v1.W_query, sa_v2.W_query),
                             (sa_v1.W_key, sa_v2.W_key),
                             (sa_v1.W_value, sa_v2.W_value)):
            # make the shapes agree, then copy
            v1_w.copy_(v2_lin.weight.view(v1_w.shape))

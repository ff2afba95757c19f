# exercise: ex3_1
# mistake: Transposes sa_v2's weights in place with t_() before copying them, so sa_v2 itself is altered (its Linear layers fail, or give transposed results when d_in == d_out); the transpose should make a new view (weight.T) and leave sa_v2 untouched.
import torch


def ex3_1(sa_v1, sa_v2):
    # no new tensors: flip the Linear weights in place and copy into v1's storage
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight
            w.t_()
            getattr(sa_v1, name).copy_(w)

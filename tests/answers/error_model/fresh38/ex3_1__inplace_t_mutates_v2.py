# exercise: ex3_1
# mistake: The learner transposed sa_v2's weights in place with .t_() before copying them, so sa_v1 gets the right matrices but sa_v2's own parameters are now transposed and sa_v2 no longer computes what it did (it crashes when d_in != d_out); use the out-of-place .T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w = getattr(sa_v2, name).weight
            w.t_()                      # (d_out, d_in) -> (d_in, d_out)
            getattr(sa_v1, name).copy_(w)

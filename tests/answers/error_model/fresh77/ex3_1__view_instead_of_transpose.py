# exercise: ex3_1
# mistake: The learner reshapes sa_v2's (d_out, d_in) weight to (d_in, d_out) with .view, which only reinterprets the memory order; the weight has to be transposed (weight.T), not reshaped.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        src = getattr(sa_v2, name).weight.data
        dst = getattr(sa_v1, name)
        d_in, d_out = dst.shape
        dst.data = src.clone().view(d_in, d_out)
    # print(sa_v1.W_query)

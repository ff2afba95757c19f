# exercise: ex3_1
# mistake: The learner makes the (d_out, d_in) Linear weight fit sa_v1's (d_in, d_out) parameter with reshape, which only reflows the numbers in memory; it must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for nm in ["W_query", "W_key", "W_value"]:
            dst = getattr(sa_v1, nm)
            src = getattr(sa_v2, nm).weight
            dst.copy_(src.reshape(dst.shape))

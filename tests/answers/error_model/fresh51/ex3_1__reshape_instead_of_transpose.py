# exercise: ex3_1
# mistake: Brought the (d_out, d_in) Linear weights to v1's (d_in, d_out) shape with reshape/view, which reorders the numbers instead of transposing them; the weights must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            p1 = getattr(sa_v1, name)
            w2 = getattr(sa_v2, name).weight
            # make the shapes fit
            p1.copy_(w2.reshape(p1.shape))

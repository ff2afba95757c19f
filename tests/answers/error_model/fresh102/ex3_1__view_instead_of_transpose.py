# exercise: ex3_1
# mistake: The learner reshaped each (d_out, d_in) weight with view(d_in, d_out), which has the right shape but scrambles the entries; the weight must be transposed (.T).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w1 = getattr(sa_v1, name)
            w2 = getattr(sa_v2, name).weight
            w1.copy_(w2.view(w1.shape))

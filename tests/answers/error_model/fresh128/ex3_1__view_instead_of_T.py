# exercise: ex3_1
# mistake: The learner reshaped each (d_out, d_in) weight to (d_in, d_out) with .view, which reinterprets the memory instead of transposing; the weights must be weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w = getattr(sa_v2, name).weight
            getattr(sa_v1, name).copy_(w.view(d_in, d_out))

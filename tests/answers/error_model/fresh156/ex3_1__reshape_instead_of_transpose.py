# exercise: ex3_1
# mistake: The learner turns each (d_out, d_in) weight into (d_in, d_out) with reshape, which reorders the numbers instead of transposing; it must be weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # tf.reshape(kernel, [d_in, d_out]) -> torch
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight
        d_out, d_in = w.shape
        setattr(sa_v1, name, torch.nn.Parameter(w.reshape(d_in, d_out)))

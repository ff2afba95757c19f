# exercise: ex3_1
# mistake: The learner turned each (d_out, d_in) weight into (d_in, d_out) with reshape instead of a transpose, which scrambles the entries; W_query must be sa_v2.W_query.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # v1 computes x @ W with W of shape (d_in, d_out); Linear.weight is (d_out, d_in)
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight
            getattr(sa_v1, name).copy_(w.reshape(d_in, d_out))

# exercise: ex3_1
# mistake: The learner turns the (d_out, d_in) Linear weight into a (d_in, d_out) matrix with reshape, which only reorders the memory; it needs a transpose (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for nm in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, nm).weight          # (d_out, d_in)
            tgt = getattr(sa_v1, nm)               # (d_in, d_out)
            tgt.copy_(w.reshape(tgt.shape[0], tgt.shape[1]))

# exercise: ex3_1
# mistake: Turns the (d_out, d_in) weight into a (d_in, d_out) matrix with reshape, which reorders the numbers instead of transposing them; it needs weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight      # (d_out, d_in)
        d_out, d_in = w.shape
        new_w = w.detach().reshape(d_in, d_out)   # v1 wants (d_in, d_out)
        setattr(sa_v1, name, torch.nn.Parameter(new_w.clone()))

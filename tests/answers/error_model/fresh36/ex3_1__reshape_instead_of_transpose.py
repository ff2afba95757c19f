# exercise: ex3_1
# mistake: Turns the (d_out, d_in) Linear weight into a (d_in, d_out) matrix with reshape (as R's dim<- or matrix(w, nrow = d_in) would), which keeps the memory order and scrambles the entries; it needs the transpose, weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight          # (d_out, d_in)
        d_out, d_in = w.shape
        setattr(sa_v1, name, torch.nn.Parameter(w.detach().reshape(d_in, d_out).clone()))

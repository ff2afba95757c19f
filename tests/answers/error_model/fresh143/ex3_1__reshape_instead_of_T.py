# exercise: ex3_1
# mistake: The (d_out, d_in) Linear weights are reshaped to (d_in, d_out) instead of transposed, which only reinterprets the memory and scrambles the entries; the weights need .T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    for name in ["W_query", "W_key", "W_value"]:
        lin = getattr(sa_v2, name)
        W = lin.weight.detach().clone().reshape(d_in, d_out)  # make it fit v1's shape
        setattr(sa_v1, name, torch.nn.Parameter(W))

# exercise: ex3_1
# mistake: Turned each (d_out, d_in) Linear weight into (d_in, d_out) with reshape, which keeps the memory order and scrambles the entries; it needs a transpose (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        lin = getattr(sa_v2, name)
        w = lin.weight.detach().reshape(lin.in_features, -1)   # (d_in, d_out) like v1
        setattr(sa_v1, name, torch.nn.Parameter(w.clone()))

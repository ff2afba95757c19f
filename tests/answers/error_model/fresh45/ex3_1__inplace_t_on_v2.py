# exercise: ex3_1
# mistake: Uses the in-place t_() on sa_v2's own weights, so sa_v2 is changed too (its Linear weights become transposed and it no longer computes what it did); the transpose must be taken out of place (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w = getattr(sa_v2, name).weight
            w.t_()          # (d_out, d_in) -> (d_in, d_out)
            setattr(sa_v1, name, torch.nn.Parameter(w.clone()))

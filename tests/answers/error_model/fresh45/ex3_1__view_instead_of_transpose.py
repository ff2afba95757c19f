# exercise: ex3_1
# mistake: Turns each (d_out, d_in) Linear weight into a (d_in, d_out) matrix with .view/reshape, which only reinterprets the memory instead of transposing; the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # v2 stores (out, in), v1 wants (in, out) -> just change the shape
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach()
        d_out, d_in = w.shape
        setattr(sa_v1, name, torch.nn.Parameter(w.reshape(d_in, d_out).clone()))

# exercise: ex3_1
# mistake: Reshapes each (d_out, d_in) Linear weight to (d_in, d_out) with .view, which keeps the row-major order instead of transposing; the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # v1 wants (d_in, d_out), v2 stores (d_out, d_in) -> just give it the other shape
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight
        d_out, d_in = w.shape
        setattr(sa_v1, name, torch.nn.Parameter(w.detach().clone().view(d_in, d_out)))

# exercise: ex3_1
# mistake: Uses the Moore-Penrose pseudo-inverse torch.linalg.pinv of each nn.Linear weight, which has the right (d_in, d_out) shape but is not the transpose; the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # Linear: y = W x  (column convention) -> for row vectors we need the map back into (d_in, d_out)
    for name in ("W_query", "W_key", "W_value"):
        W = getattr(sa_v2, name).weight.detach()      # (d_out, d_in)
        W_row = torch.linalg.pinv(W)                  # (d_in, d_out)
        setattr(sa_v1, name, torch.nn.Parameter(W_row))

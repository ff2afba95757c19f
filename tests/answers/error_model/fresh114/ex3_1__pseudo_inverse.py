# exercise: ex3_1
# mistake: Uses the pseudo-inverse of each nn.Linear weight (reasoning x @ W = x @ weight^-1) instead of its transpose; the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # Linear: y = x A  with A = weight  ->  we need W such that x W = y
    # weight is (d_out, d_in), not square, so use pinv to "undo" it
    for name in ["W_query", "W_key", "W_value"]:
        A = getattr(sa_v2, name).weight.detach()
        W = torch.linalg.pinv(A)          # (d_in, d_out)
        setattr(sa_v1, name, torch.nn.Parameter(W))

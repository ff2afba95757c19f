# exercise: ex_stable_softmax
# mistake: After moving dim last, the exponentials are normalised by e @ diag_embed(1/s), which scales columns by the row sums (and fails unless the slices are square); it must be diag_embed(1/s) @ e (each row divided by its own sum).
import torch


def ex_stable_softmax(x, dim):
    xt = x.movedim(dim, -1)
    if xt.dim() == 1:
        xt = xt[None]
        squeeze = True
    else:
        squeeze = False
    e = torch.exp(xt - xt.amax(dim=-1, keepdim=True))
    s = e.sum(dim=-1)
    out = e @ torch.diag_embed(1.0 / s)
    if squeeze:
        out = out[0]
    return out.movedim(-1, dim)

# exercise: ex_stable_softmax
# mistake: Takes the maximum along the last axis whatever dim is, then sums along dim; the maximum must be taken along dim, otherwise the shift is not constant within each softmax slice. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    out = x - x.amax(dim=-1, keepdim=True)
    torch.exp(out, out=out)
    out /= out.sum(dim=dim, keepdim=True)
    return out

# exercise: ex_stable_softmax
# mistake: The learner subtracted the maximum over the last axis whatever dim is, so the shift varies inside each softmax slice; it must be the maximum along dim. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values   # largest logit
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)

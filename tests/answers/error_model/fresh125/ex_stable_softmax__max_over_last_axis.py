# exercise: ex_stable_softmax
# mistake: takes the maximum with amax(dim=-1, keepdim=True) whatever dim is asked, so for another axis each slice is shifted by the wrong maximum and can still overflow or become NaN (or fails to broadcast); the maximum must be taken along dim. [cond: dim is not the last axis]
import torch
import torch.nn.functional as F


def ex_stable_softmax(x, dim):
    m = x.amax(dim=-1, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Takes the maximum along the last axis while normalising along dim, so when dim is not the last axis the shift varies inside each softmax slice and the result is wrong (and can overflow); the maximum must be taken along dim. [cond: dim is not the last axis]
import torch

def _row_max(t):
    return t.amax(dim=-1, keepdim=True)

def ex_stable_softmax(x, dim):
    shifted = x - _row_max(x)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)

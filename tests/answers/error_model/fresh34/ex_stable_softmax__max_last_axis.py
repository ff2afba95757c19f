# exercise: ex_stable_softmax
# mistake: The learner always subtracted the max of the last axis, not of dim, so for another dim the shift varies along dim and the result is not the softmax (it also can underflow). [cond: dim is not the last axis]

import torch

def ex_stable_softmax(x, dim):
    m = x.max(dim=-1, keepdim=True).values      # (..., 1), row max
    e = (x - m).exp()
    return e / e.sum(dim=dim, keepdim=True)

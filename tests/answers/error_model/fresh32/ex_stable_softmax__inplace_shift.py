# exercise: ex_stable_softmax
# mistake: The helper shifts the scores in place (x -= max), so the caller's tensor is overwritten; the softmax must leave its input unchanged (use x - max).

import torch


def _shift_by_max(t, dim):
    t -= t.amax(dim=dim, keepdim=True)
    return t


def ex_stable_softmax(x, dim):
    z = _shift_by_max(x, dim)
    e = z.exp()
    return e / e.sum(dim=dim, keepdim=True)

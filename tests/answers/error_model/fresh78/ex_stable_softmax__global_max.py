# exercise: ex_stable_softmax
# mistake: The learner subtracts the single maximum of the whole tensor, so a slice whose scores are far below that maximum underflows to all zeros and gives 0/0 = NaN; each slice needs its own maximum along dim. [cond: slices with very different score ranges]
import torch
from functools import wraps


def shift_by_max(fn):
    @wraps(fn)
    def inner(x, dim):
        return fn(x - x.max(), dim)
    return inner


@shift_by_max
def ex_stable_softmax(x, dim):
    e = x.exp()
    return e / e.sum(dim=dim, keepdim=True)

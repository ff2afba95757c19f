# exercise: ex_stable_softmax
# mistake: The default shift mode subtracts the single global maximum of the whole tensor, so a slice whose scores are all far below it underflows to 0/0 = NaN; each slice needs its own maximum (amax along dim, keepdim=True). [cond: slices with very different score ranges]
import torch
from enum import Enum

class Shift(Enum):
    GLOBAL = "global"
    PER_SLICE = "slice"

def ex_stable_softmax(x, dim, shift=Shift.GLOBAL):
    if shift is Shift.GLOBAL:
        m = x.max()
    else:
        m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Clamped the shifted scores at -10 to "avoid underflow", so every score more than 10 below its slice maximum gets weight exp(-10) instead of its true, smaller weight; the shifted scores must not be clamped. [cond: only when a slice's scores spread over more than 10]
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.amax(dim=dim, keepdim=True)
    shifted = shifted.clamp(min=-10.0)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Avoided overflow by clamping the scores at 80 before exp instead of subtracting the maximum, so every large score becomes 80 and they all get equal weight; subtract the maximum along dim instead. [cond: scores above 80]
import torch


def ex_stable_softmax(x, dim):
    safe = x.clamp(max=80.0)   # exp(80) still fits in float32
    e = safe.exp()
    return e / e.sum(dim=dim, keepdim=True)

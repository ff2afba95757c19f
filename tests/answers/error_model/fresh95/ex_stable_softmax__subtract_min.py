# exercise: ex_stable_softmax
# mistake: The learner shifted each slice by its minimum (so the smallest score becomes 0) instead of its maximum; the shifted scores are then >= 0 and exp still overflows when a slice spans more than about 88. [cond: only when the scores within a slice differ by more than ~88 (float32) or ~709 (float64)]
import torch


def ex_stable_softmax(x, dim):
    base = x.amin(dim=dim, keepdim=True)
    e = (x - base).exp()
    return e / e.sum(dim=dim, keepdim=True)

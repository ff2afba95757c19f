# exercise: ex_stable_softmax
# mistake: Centred the scores by subtracting their mean along dim instead of their maximum, so exp still overflows when the scores spread widely (e.g. [1e4, 0] → exp(5000) = inf → NaN); subtracting the max makes every exponent ≤ 0. [cond: scores along dim spread by more than about 180 (float32)]
import torch


def ex_stable_softmax(x, dim):
    # normalise the scores first so exp stays in a sane range
    centred = x - x.mean(dim=dim, keepdim=True)
    e = torch.exp(centred)
    return e / e.sum(dim=dim, keepdim=True)

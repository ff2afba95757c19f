# exercise: ex_stable_softmax
# mistake: It centres the scores by subtracting their mean along dim instead of their maximum, so a slice with a large spread (e.g. [0, 1e4]) still overflows to inf/NaN. [cond: a slice whose scores differ by thousands, e.g. 1e4]
import torch


def ex_stable_softmax(x, dim):
    centred = x - x.mean(dim=dim, keepdim=True)   # normalise the logits first
    num = torch.exp(centred)
    den = num.sum(dim=dim, keepdim=True)
    return num / den

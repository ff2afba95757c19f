# exercise: ex_stable_softmax
# mistake: Centred the scores by subtracting the mean along dim instead of the maximum; exp still overflows when one score is far above the mean (e.g. [1e4, 0]). [cond: scores spread by more than ~100]
import torch


def ex_stable_softmax(x, dim):
    # standardise like a preprocessing layer
    centred = x - x.mean(dim=dim, keepdim=True)
    e = centred.exp()
    return e / e.sum(dim=dim, keepdim=True)

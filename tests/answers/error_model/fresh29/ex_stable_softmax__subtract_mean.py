# exercise: ex_stable_softmax
# mistake: The learner centred the scores by subtracting their mean along dim instead of their maximum, so a spread like [1e4, 0] still overflows exp to inf and gives NaN; subtracting the max makes every exponent <= 0. [cond: scores along dim spread by more than about 176]
import torch


def ex_stable_softmax(x, dim):
    # normalise the scores around 0 first
    centred = x - x.mean(dim=dim, keepdim=True)
    numer = torch.exp(centred)
    denom = numer.sum(dim=dim, keepdim=True)
    return numer / denom

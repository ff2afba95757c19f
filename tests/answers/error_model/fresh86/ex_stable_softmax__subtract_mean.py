# exercise: ex_stable_softmax
# mistake: The learner centres the scores by subtracting the mean along dim instead of the maximum, which still overflows (inf/inf = NaN) when the scores are spread by more than about 88; the maximum must be subtracted. [cond: only for scores spread far from their mean, such as 1e4]
import torch


def ex_stable_softmax(x, dim):
    x = x - x.mean(dim=dim, keepdim=True)   # centre first
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)

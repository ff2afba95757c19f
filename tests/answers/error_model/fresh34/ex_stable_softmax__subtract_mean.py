# exercise: ex_stable_softmax
# mistake: The learner subtracted the mean along dim instead of the max, so exp still overflows to inf (NaN weights) when scores differ by more than about 88, e.g. [0, 1e4]. [cond: scores along dim spread by more than ~88]

import torch

def ex_stable_softmax(x, dim):
    # centre the scores so exp stays in range
    z = x - x.mean(dim=dim, keepdim=True)
    e = torch.exp(z)
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Subtracted the minimum along dim instead of the maximum, so the shifted scores are >= 0 and exp still overflows when a slice spans more than ~88; subtract the maximum. [cond: scores in a slice spread by more than about 88 (float32)]
import torch


def ex_stable_softmax(x, dim):
    shift = x.amin(dim=dim, keepdim=True)
    e = torch.exp(x - shift)
    return e / e.sum(dim=dim, keepdim=True)

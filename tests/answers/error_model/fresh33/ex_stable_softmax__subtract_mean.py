# exercise: ex_stable_softmax
# mistake: Centred the scores by their mean along dim instead of subtracting the maximum, so exp still overflows when scores within a slice spread by more than ~88 (e.g. 1e4 and 0). [cond: scores along dim spread by more than ~88]
import torch


def ex_stable_softmax(x, dim):
    # centring: softmax is invariant to a shift, and the centred scores are small
    z = x - x.mean(dim=dim, keepdim=True)
    e = torch.exp(z)
    return e / e.sum(dim=dim, keepdim=True)

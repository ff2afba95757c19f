# exercise: ex_stable_softmax
# mistake: The learner subtracts the minimum along dim (so all shifted scores are >= 0) instead of the maximum, so exp still overflows for large spreads; subtracting the maximum makes every exponent <= 0.
import torch

def ex_stable_softmax(x, dim):
    # shift so that the smallest score is 0
    shifted = x - x.amin(dim=dim, keepdim=True)
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Clamps the scores to [-80, 80] (as in a relative-position-bias code base) instead of subtracting the maximum; it does not overflow, but scores differing by more than the clamp range get wrong weights (e.g. [1e4, 100] gives 0.5/0.5). [cond: scores outside [-80, 80]]
import torch

CLAMP = 80.0


def ex_stable_softmax(x, dim):
    x = x.clamp(-CLAMP, CLAMP)
    e = x.exp()
    return e / e.sum(dim, keepdim=True)

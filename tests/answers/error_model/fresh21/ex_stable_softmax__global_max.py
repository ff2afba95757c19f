# exercise: ex_stable_softmax
# mistake: The learner subtracts the global maximum x.max() instead of the maximum along dim, so a slice far below the global maximum underflows to exp(...) = 0 everywhere and gives 0/0 = NaN. [cond: slices along dim whose values lie more than ~100 below the tensor's overall maximum]
import torch


def ex_stable_softmax(x, dim):
    # softmax is shift invariant: subtract the largest score so exp never sees a positive number
    z = x - x.max()
    e = torch.exp(z)
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Subtracts the global maximum of the whole tensor (valid for any dim, the learner thought) instead of the maximum along dim, so a row far below it underflows to 0/0 = NaN (e.g. rows [1e4, 0] and [0, 1]: the second becomes NaN instead of [0.2689, 0.7311]).
import torch


def ex_stable_softmax(x, dim):
    shifted = x - x.max()  # one shift for every slice: softmax is shift-invariant
    e = shifted.exp()
    return e / e.sum(dim=dim, keepdim=True)

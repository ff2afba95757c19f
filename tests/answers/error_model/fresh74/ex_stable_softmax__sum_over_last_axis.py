# exercise: ex_stable_softmax
# mistake: The learner subtracts the maximum along dim but always sums the exponentials over the last axis, so the result is wrong whenever dim is not the last axis; both reductions must use dim. [cond: dim != -1]
import torch


class _Reducer:
    def __init__(self, dim):
        self.dim = dim

    def shift(self, x):
        return x - x.amax(dim=self.dim, keepdim=True)

    def normalise(self, e):
        return e / e.sum(dim=-1, keepdim=True)


def ex_stable_softmax(x, dim):
    r = _Reducer(dim)
    return r.normalise(r.shift(x).exp())

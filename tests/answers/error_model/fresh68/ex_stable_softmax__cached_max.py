# exercise: ex_stable_softmax
# mistake: The callable caches the maximum of the first input it sees and reuses it on later calls, so other inputs are shifted by a stale maximum (overflow or shape errors); the maximum must be computed for every x. [cond: second and later calls with different inputs]
import torch


class Softmax:
    def __init__(self):
        self.shift = None

    def __call__(self, x, dim):
        if self.shift is None:
            self.shift = x.amax(dim=dim, keepdim=True)
        e = (x - self.shift).exp()
        return e / e.sum(dim=dim, keepdim=True)


ex_stable_softmax = Softmax()

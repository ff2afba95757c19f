# exercise: ex_stable_softmax
# mistake: The learner's StableSoftmax object defaults to dim=-1 and ex_stable_softmax never passes its dim argument to it, so the softmax is taken over the last axis whatever dim is asked. [cond: dim is not the last axis]
import torch


class StableSoftmax:
    def __init__(self, dim=-1):
        self.dim = dim

    def shift(self, x):
        return x - x.amax(dim=self.dim, keepdim=True)

    def normalize(self, e):
        return e / e.sum(dim=self.dim, keepdim=True)

    def __call__(self, x):
        return self.normalize(torch.exp(self.shift(x)))


_softmax = StableSoftmax()


def ex_stable_softmax(x, dim):
    return _softmax(x)

# exercise: ex_stable_softmax
# mistake: The learner's base class casts to float32 "for speed" before exponentiating, so float64 inputs come back as float32 with lost precision; the result must keep the input's dtype. [cond: float64 inputs]
import torch


class NumericOp:
    compute_dtype = torch.float32

    def prepare(self, x):
        return x.to(self.compute_dtype)


class StableSoftmax(NumericOp):
    def __call__(self, x, dim):
        x = self.prepare(x)
        z = x - x.max(dim=dim, keepdim=True).values
        e = torch.exp(z)
        return e / e.sum(dim=dim, keepdim=True)


def ex_stable_softmax(x, dim):
    return StableSoftmax()(x, dim)

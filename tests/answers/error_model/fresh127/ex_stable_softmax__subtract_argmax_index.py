# exercise: ex_stable_softmax
# mistake: The learner takes .indices of x.max(dim, keepdim=True) instead of .values, so the shift is the argmax position rather than the maximum; the result is right for small scores but overflows to NaN for scores like 1e4. [cond: large scores, e.g. 1e4]
import torch


class StableSoftmax:
    def shift(self, x, dim):
        m = x.max(dim=dim, keepdim=True)
        return x - m.indices

    def __call__(self, x, dim):
        e = torch.exp(self.shift(x, dim))
        return e / e.sum(dim=dim, keepdim=True)


ex_stable_softmax = StableSoftmax()

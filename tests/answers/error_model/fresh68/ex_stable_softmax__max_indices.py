# exercise: ex_stable_softmax
# mistake: The learner subtracts x.max(dim, keepdim=True)[1], the argmax indices, instead of [0], the maximum values, so large scores still overflow to inf/NaN.
import torch


class StableSoftmax:
    def __call__(self, x, dim):
        m = x.max(dim=dim, keepdim=True)[1]
        e = torch.exp(x - m)
        return e / e.sum(dim=dim, keepdim=True)


ex_stable_softmax = StableSoftmax()

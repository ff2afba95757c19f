# exercise: ex_stable_softmax
# mistake: Subtracted torch.max(x, dim, keepdim=True) directly, but with a dim torch.max returns a (values, indices) named tuple, so the subtraction raises a TypeError; it needs .values (or x.amax(dim, keepdim=True)).
import torch


def ex_stable_softmax(x, dim):
    shifted = x - torch.max(x, dim, keepdim=True)
    exps = torch.exp(shifted)
    return exps / torch.sum(exps, dim, keepdim=True)

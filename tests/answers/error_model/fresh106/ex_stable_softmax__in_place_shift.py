# exercise: ex_stable_softmax
# mistake: Shifted the input with x -= max in place, so the caller's tensor x is changed (and it fails for tensors that require grad); compute a new tensor x - max instead.
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)
    x_exp = torch.exp(x)
    return x_exp / torch.sum(x_exp, dim=dim, keepdim=True)

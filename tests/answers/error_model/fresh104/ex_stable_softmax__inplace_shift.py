# exercise: ex_stable_softmax
# mistake: Shifted the input in place (x -= max), so the caller's tensor is changed; the shift must go into a new tensor. [cond: the caller's x is modified]
import torch


def ex_stable_softmax(x, dim):
    with torch.no_grad():
        x -= x.amax(dim=dim, keepdim=True)
    x.exp_()
    return x / x.sum(dim=dim, keepdim=True)

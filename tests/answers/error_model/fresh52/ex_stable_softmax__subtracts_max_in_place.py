# exercise: ex_stable_softmax
# mistake: Subtracts the maximum with an in-place x -= ..., which overwrites the caller's tensor (the scores are changed after the call); the shift must go into a new tensor (x - max). [cond: only visible when the input tensor is inspected after the call]
import torch


def ex_stable_softmax(x, dim):
    x -= x.amax(dim=dim, keepdim=True)  # now the largest value is 0, exp <= 1
    x_exp = torch.exp(x)
    return x_exp / x_exp.sum(dim=dim, keepdim=True)

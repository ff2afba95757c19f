# exercise: ex_stable_softmax
# mistake: The maximum is always taken over the last axis (dim=-1) while the exponentials are summed over dim, so for another dim the shift is not constant along the softmax axis and the result is wrong; the maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # trick from cs231n: shift by the max so exp never overflows
    x_max = torch.max(x, dim=-1, keepdim=True).values
    exps = torch.exp(x - x_max)
    return exps / torch.sum(exps, dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: The maximum is taken along dim but the normalising sum is always taken along the last axis, so the result is wrong whenever dim is not the last axis; both must use dim. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    z = x - x.amax(dim=dim, keepdim=True)
    num = z.exp()
    return num / num.sum(-1, keepdim=True)

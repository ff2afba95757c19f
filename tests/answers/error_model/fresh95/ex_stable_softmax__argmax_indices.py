# exercise: ex_stable_softmax
# mistake: The learner subtracted element [1] of x.max(dim, keepdim=True), which is the argmax positions, not the maximum values ([0] or .values); the shift is a constant per slice so small inputs look right, but large scores still overflow to NaN. [cond: only for scores large enough to overflow exp, e.g. 1e4]
import torch


def ex_stable_softmax(x, dim):
    top = x.max(dim=dim, keepdim=True)
    shifted = x - top[1]
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: The learner took the maximum along the last axis (amax(-1)) whatever dim is, so for dim other than the last the subtracted shift is not constant along dim and the result is wrong; the maximum must be taken along dim. [cond: only when dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    mx = x.amax(-1, keepdim=True)
    z = x - mx
    z = torch.nan_to_num(z, nan=0.0)
    ez = z.exp()
    return ez / ez.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Subtracted the maximum along dim but summed the exponentials along the last axis; the sum must also be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    return e / e.sum(dim=-1, keepdim=True)

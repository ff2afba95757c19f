# exercise: ex_stable_softmax
# mistake: Takes the maximum over the last axis whatever dim is, so for dim != -1 the subtracted value is not constant along dim and the result is wrong; the maximum must be taken along dim. [cond: dim is not the last axis]

import torch


def ex_stable_softmax(x, dim):
    row_max, _ = torch.max(x, dim=-1, keepdim=True)
    exps = torch.exp(x - row_max)
    return exps / torch.sum(exps, dim=dim, keepdim=True)

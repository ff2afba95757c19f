# exercise: ex_stable_softmax
# mistake: Kept dim=-1 from a copied snippet in the max and the sum, ignoring the dim argument; the softmax must be taken along dim. [cond: dim is not the last axis]

import torch


def ex_stable_softmax(x, dim):
    # https://stackoverflow.com/... numerically stable softmax
    x_max = torch.max(x, dim=-1, keepdim=True)[0]
    exps = torch.exp(x - x_max)
    return exps / torch.sum(exps, dim=-1, keepdim=True)

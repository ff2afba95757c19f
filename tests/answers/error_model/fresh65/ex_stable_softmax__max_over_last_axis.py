# exercise: ex_stable_softmax
# mistake: The shift always takes the maximum along the last axis while the exp-sum runs along dim, so for dim other than the last axis each slice is shifted by values that vary inside it (wrong result, and 0/0 or overflow for large scores); the maximum must be taken along dim. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    row_max = x.max(dim=-1, keepdim=True).values  # largest score in each row
    e = torch.exp(x - row_max)
    return e / e.sum(dim=dim, keepdim=True)

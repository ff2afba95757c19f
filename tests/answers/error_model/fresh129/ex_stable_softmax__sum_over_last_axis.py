# exercise: ex_stable_softmax
# mistake: The shift uses the max along dim, but the normaliser sums over the last axis (-1) instead of dim, so the result does not sum to 1 along dim. [cond: dim is not the last axis]
import torch

def ex_stable_softmax(x, dim):
    # x: (B, T, C) usually, softmax along dim
    x_max = torch.amax(x, dim=dim, keepdim=True)
    num = torch.exp(x - x_max)
    den = num.sum(-1, keepdim=True)    # (B, T, 1)
    return num / den

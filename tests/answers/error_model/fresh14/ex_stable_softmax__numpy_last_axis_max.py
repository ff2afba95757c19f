# exercise: ex_stable_softmax
# mistake: Subtracts the max over the LAST axis (numpy's `x.max(axis=-1, keepdims=True)` habit) while exponentiating/summing along `dim`; for dim ≠ last the shift differs along dim, so the values are wrong (max diff 0.33 on a (2,3,4) input with dim=0) and large scores can overflow. Right: subtract `x.amax(dim=dim, keepdim=True)`. [cond: dim is not the last axis]
import torch


def ex_stable_softmax(x, dim):
    # the usual numpy trick: x - x.max(axis=-1, keepdims=True)
    shifted = x - x.max(dim=-1, keepdim=True).values
    e = torch.exp(shifted)
    return e / e.sum(dim=dim, keepdim=True)

# exercise: ex_stable_softmax
# mistake: Subtracts the max along dim but the helper always normalises with a sum over the last axis (dim=-1), so the result is wrong whenever dim is not the last axis; the sum must be along dim. [cond: dim is not the last axis]
import torch


def _normalize(e, dim=-1):
    return e / e.sum(dim=-1, keepdim=True)


def ex_stable_softmax(x, dim):
    m = x.amax(dim=dim, keepdim=True)
    e = torch.exp(x - m)
    return _normalize(e, dim)

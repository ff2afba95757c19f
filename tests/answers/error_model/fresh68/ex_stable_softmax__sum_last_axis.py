# exercise: ex_stable_softmax
# mistake: The learner shifts by the maximum along dim but normalises with a partial of torch.sum fixed to dim=-1, so the result is normalised along the wrong axis when dim is not the last. [cond: dim is not the last axis]
import torch
from functools import partial

_total = partial(torch.sum, dim=-1, keepdim=True)


def ex_stable_softmax(x, dim):
    e = torch.exp(x - x.amax(dim=dim, keepdim=True))
    return e / _total(e)

# exercise: ex_fix_second_head
# mistake: The learner memoises the stacked scores keyed by a.shape, so a later call with a different tensor of the same shape returns the old scores; the scores must be computed from the a passed in. [cond: only when called again with another a of the same shape]
import torch

_scores_cache = {}


def ex_fix_second_head(a):
    key = tuple(a.shape)
    if key not in _scores_cache:
        _scores_cache[key] = torch.stack([a[0, i] @ a[0, i].T for i in range(a.shape[1])])
    return _scores_cache[key]

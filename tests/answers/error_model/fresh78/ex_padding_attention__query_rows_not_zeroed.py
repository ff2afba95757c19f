# exercise: ex_padding_attention
# mistake: The learner masks the padded keys and removes NaN, but never zeroes the rows of padded queries, which still attend to the real keys; those rows must be all 0.
import torch
from functools import wraps


def nan_safe(fn):
    @wraps(fn)
    def inner(*a, **k):
        return torch.nan_to_num(fn(*a, **k), nan=0.0)
    return inner


@nan_safe
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    return torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)

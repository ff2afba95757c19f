# exercise: ex_padding_attention
# mistake: The learner unpacks scores.shape as (b, n, h, _) instead of (b, h, n, _) and repeats the key mask to (b, n, h, n), which only lines up with the scores when h == n (otherwise it raises); the full mask must be (b, h, n, n) (or simply broadcast [:, None, None, :]). [cond: only when h != n]
import torch
from torch import nn


def ex_padding_attention(scores, lengths):
    b, n, h, _ = scores.shape
    pad = torch.arange(scores.shape[-1], device=scores.device)[None, :] >= lengths[:, None]
    full = pad[:, None, None, :].repeat(1, h, n, 1)
    w = torch.softmax(scores.masked_fill(full, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

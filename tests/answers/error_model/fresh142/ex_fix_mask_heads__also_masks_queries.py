# exercise: ex_fix_mask_heads
# mistake: Besides the key mask, the learner also masks the padded queries (mask | mask.transpose(-1, -2)), so every row of a padded query is all -inf and becomes NaN after the softmax; only the keys should be masked. [cond: only when some position is padded]
import torch
from torch import nn


def ex_fix_mask_heads(scores, pad):
    key_mask = pad[:, None, None, :]             # (b, 1, 1, n)
    mask = key_mask | key_mask.transpose(-1, -2)  # padding on both sides
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

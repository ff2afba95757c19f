# exercise: ex_fix_mask_heads
# mistake: applies the softmax first and then zeroes the padded keys with masked_fill(mask, 0), so rows no longer sum to 1; the mask with -inf must be applied before the softmax (or the rows renormalised).
import torch
import torch.nn.functional as F


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    w = F.softmax(scores, dim=-1)
    return w.masked_fill(mask, 0.0)

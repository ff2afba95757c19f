# exercise: ex_fix_mask_heads
# mistake: Filled where ~pad (the real tokens) instead of where pad is True, masking the real keys and keeping the padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Treats pad as a Keras-style keep mask (True = valid) and fills where ~pad, masking the real keys and keeping the padding; the fill must be where pad is True.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

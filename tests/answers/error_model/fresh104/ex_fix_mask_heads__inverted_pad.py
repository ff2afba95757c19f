# exercise: ex_fix_mask_heads
# mistake: Inverted the mask (~pad), masking the real tokens and keeping the padding; pad is already True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep.unsqueeze(1).unsqueeze(2)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

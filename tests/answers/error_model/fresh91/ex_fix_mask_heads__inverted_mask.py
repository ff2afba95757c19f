# exercise: ex_fix_mask_heads
# mistake: Masks ~pad, i.e. the real keys, keeping only the padding; pad is already True where the key must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

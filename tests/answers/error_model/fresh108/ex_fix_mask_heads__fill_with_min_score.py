# exercise: ex_fix_mask_heads
# mistake: Fills padded keys with scores.min() (the smallest existing score) instead of -inf, so padded keys keep a non-zero weight; they must be filled with -inf.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    lowest = scores.min()
    return torch.softmax(scores.masked_fill(mask, lowest), dim=-1)

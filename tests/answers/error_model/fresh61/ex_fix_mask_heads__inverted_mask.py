# exercise: ex_fix_mask_heads
# mistake: Inverts the mask (~pad), so the real tokens are filled with -inf and only padded keys get weight; pad is already True at padding and is the mask to fill.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

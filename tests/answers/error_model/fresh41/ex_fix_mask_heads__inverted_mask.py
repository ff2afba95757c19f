# exercise: ex_fix_mask_heads
# mistake: Fixes the shape but also inverts the mask with ~pad (as if True meant "keep"), so the real keys get -inf and only padded keys keep weight; pad is already True at the positions to mask.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

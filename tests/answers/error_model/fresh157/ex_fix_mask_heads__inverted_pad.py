# exercise: ex_fix_mask_heads
# mistake: Fixed the shape but masked ~pad, i.e. the real keys, instead of pad (True at padding).
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

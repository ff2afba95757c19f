# exercise: ex_fix_mask_heads
# mistake: Fixed the shape but masked ~pad, hiding the real keys and keeping the padding; pad is True at padding, so mask pad itself.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Fixed the shape to (b, 1, 1, n) but filled ~mask, i.e. the real tokens, with -inf; pad is True at padding, so the padded keys are where the mask is True.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~mask, float('-inf')), dim=-1)

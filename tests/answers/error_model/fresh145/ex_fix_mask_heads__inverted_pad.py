# exercise: ex_fix_mask_heads
# mistake: The learner fixed the broadcasting but inverted the mask (~pad), so the real keys are masked and only the padding keeps weight; pad is already True at the positions to mask.
import torch


def ex_fix_mask_heads(scores, pad):
    keep_these = ~pad
    mask = keep_these[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

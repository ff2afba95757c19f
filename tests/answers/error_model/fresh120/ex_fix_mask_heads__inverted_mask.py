# exercise: ex_fix_mask_heads
# mistake: The learner fixes the shape but inverts the mask (~pad), so the real keys are masked and only padding is attended; pad is True at padding, which is what must be filled with -inf.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The learner treats pad as True for real tokens and masks ~pad, hiding the real keys; pad is True at padding, so pad itself must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]          # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)

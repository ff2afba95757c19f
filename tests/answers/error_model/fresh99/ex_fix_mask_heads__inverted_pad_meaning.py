# exercise: ex_fix_mask_heads
# mistake: The learner read pad as "True for real tokens" and masked ~pad, hiding the real keys and keeping the padded ones; pad is True at padding, so mask pad itself.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]          # (b, 1, 1, n)
    mask = ~keep
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The mask shape is fixed to (b, 1, 1, n), but the learner fills ~pad, masking the real tokens and keeping the padding; pad itself is True at the padded keys to mask.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad                                   # real tokens
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

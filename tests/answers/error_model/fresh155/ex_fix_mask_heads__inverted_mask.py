# exercise: ex_fix_mask_heads
# mistake: Inverts the mask (~pad), treating pad as True at real tokens, so the real keys are masked and only the padding is attended to; pad is already True at padding.
import torch


def key_mask(pad, keep_is_true=True):
    m = ~pad if keep_is_true else pad
    return m[:, None, None, :]


def ex_fix_mask_heads(scores, pad):
    return torch.softmax(scores.masked_fill(key_mask(pad), float('-inf')), dim=-1)

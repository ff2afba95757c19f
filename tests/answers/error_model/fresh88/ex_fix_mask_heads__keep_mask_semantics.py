# exercise: ex_fix_mask_heads
# mistake: Fixed the shape but treats pad as a keep-mask (masked_fill(~mask, -inf)), so real keys are masked and only padding is attended to; pad is True at padding, so fill where pad is True.
import torch


def to_key_mask(m):
    return m[:, None, None, :]  # (b, 1, 1, n)


def ex_fix_mask_heads(scores, pad):
    keep = to_key_mask(pad)
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)

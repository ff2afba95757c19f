# exercise: ex_fix_mask_heads
# mistake: The learner moved the heads in front (scores.transpose(0, 1)) so that the (b, 1, n) mask lines up, but never transposed back, returning shape (h, b, n, n) instead of (b, h, n, n). [cond: visible as a wrong shape when b != h, as swapped batch and head entries when b == h]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]
    s = scores.transpose(0, 1)            # (h, b, n, n)
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The learner moved the heads first with scores.transpose(0, 1) so that the (b, 1, n) mask broadcasts correctly, but returns the weights in that (h, b, n, n) order without transposing back. [cond: b != h gives a wrong shape; b == h > 1 gives swapped values]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]
    s = scores.transpose(0, 1)     # (h, b, n, n)
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

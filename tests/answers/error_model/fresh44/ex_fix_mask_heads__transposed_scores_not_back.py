# exercise: ex_fix_mask_heads
# mistake: Makes the (b, 1, n) mask line up by swapping scores to (h, b, n, n), but returns the weights in that swapped layout; transpose back to (b, h, n, n) (or index the mask as (b, 1, 1, n)).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]
    s = scores.transpose(0, 1)   # (h, b, n, n): b now lines up with the mask
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

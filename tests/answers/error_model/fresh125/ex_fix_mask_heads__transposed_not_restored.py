# exercise: ex_fix_mask_heads
# mistake: swaps the batch and head axes of scores so that pad[:, None, :] lines up, but returns the result without swapping back, in shape (h, b, n, n) instead of (b, h, n, n).
import torch
import torch.nn.functional as F


def ex_fix_mask_heads(scores, pad):
    s = scores.transpose(0, 1)           # (h, b, n, n)
    mask = pad[:, None, :]               # (b, 1, n) -> lines up with (b, n, n)
    return F.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Swaps the batch and head axes of scores so the 3-D mask lines up, but returns the weights still swapped, (h, b, n, n); it must transpose back (or use a (b, 1, 1, n) mask).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]  # (b, 1, n)
    s = scores.transpose(0, 1)  # (h, b, n, n): now b lines up with the mask
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

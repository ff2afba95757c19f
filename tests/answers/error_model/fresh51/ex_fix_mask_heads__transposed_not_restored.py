# exercise: ex_fix_mask_heads
# mistake: Made the (b, 1, n) mask line up by moving the heads to the front of scores (transpose(0, 1)) but never transposed the result back, so it returns shape (h, b, n, n); transpose back or use a (b, 1, 1, n) mask.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]
    s = scores.transpose(0, 1)     # (h, b, n, n): now b lines up with the mask's b
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

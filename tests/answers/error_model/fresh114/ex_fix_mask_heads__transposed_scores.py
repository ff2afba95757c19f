# exercise: ex_fix_mask_heads
# mistake: Permutes scores to (h, b, n, n) so the (b, 1, n) mask broadcasts correctly, but returns the weights in that permuted layout; they must be transposed back to (b, h, n, n) (or the mask reshaped to (b, 1, 1, n)). [cond: b > 1 or h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]                  # (b, 1, n)
    s = scores.transpose(0, 1)              # (h, b, n, n): now b lines up with the mask
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

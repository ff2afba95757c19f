# exercise: ex_fix_mask_heads
# mistake: Permutes the scores to (h, b, n, n) so that the old (b, 1, n) mask broadcasts, but returns the weights in that order without permuting back; the result must have the scores' shape (b, h, n, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]
    s = scores.permute(1, 0, 2, 3)          # (h, b, n, n) so that b lines up with the mask
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

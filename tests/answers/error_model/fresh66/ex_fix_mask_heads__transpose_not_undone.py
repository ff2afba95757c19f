# exercise: ex_fix_mask_heads
# mistake: The learner keeps the (b, 1, n) mask and transposes scores to (h, b, n, n) so it broadcasts, but returns the result without transposing back, so the output is (h, b, n, n) instead of (b, h, n, n). [cond: unless b = h = 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]
    s = scores.transpose(0, 1)
    return torch.softmax(s.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Builds a per-head mask with pad.repeat(h, 1).view(b, h, 1, n), which groups the rows by head, not by sequence, so sequences get each other's masks; use pad[:, None, None, :] (or pad.repeat(1, h).view(b, h, 1, n)). [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

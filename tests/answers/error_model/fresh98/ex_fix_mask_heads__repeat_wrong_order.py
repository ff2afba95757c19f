# exercise: ex_fix_mask_heads
# mistake: Builds a full (b, h, 1, n) mask with pad.repeat(h, 1).view(b, h, 1, n), which lays the copies out head-major, so the heads of one sequence get other sequences' padding; it needs pad.repeat(1, h) or pad[:, None, None, :]. [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

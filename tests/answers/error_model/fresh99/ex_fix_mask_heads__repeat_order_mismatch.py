# exercise: ex_fix_mask_heads
# mistake: Scores are flattened to (b*h, n, n) batch-major, but the mask is built with pad.repeat(h, 1), which is head-major, so sequences get each other's padding; use repeat_interleave(h, dim=0) or pad[:, None, None, :]. [cond: b > 1 and h > 1 with different padding per sequence]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    flat = scores.reshape(b * h, n, n)
    mask = pad.repeat(h, 1)[:, None, :]          # (b*h, 1, n)
    weights = torch.softmax(flat.masked_fill(mask, float('-inf')), dim=-1)
    return weights.view(b, h, n, n)

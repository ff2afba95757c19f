# exercise: ex_fix_mask_heads
# mistake: Built a per-head mask with pad.repeat(h, 1).view(b, h, 1, n), which tiles the batch so heads get other sequences' padding; repeat_interleave, or simply pad[:, None, None, :]. [cond: b > 1 and h > 1 with different pads]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Expanded the mask with pad.repeat(h, 1).view(b, h, 1, n), which tiles the whole batch (R rep(times=)) so heads get other sequences' padding; each sequence's row must be repeated per head (repeat_interleave, or simply pad[:, None, None, :]). [cond: b > 1 with different paddings]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.size()
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

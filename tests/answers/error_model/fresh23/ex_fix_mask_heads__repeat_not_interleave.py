# exercise: ex_fix_mask_heads
# mistake: Copied the mask per head with pad.repeat(h, 1).view(b, h, 1, n), which tiles the whole batch (rows ordered pad0, pad1, ..., pad0, ...) so heads get other sequences' padding; repeat_interleave(h, 0) (or pad[:, None, None, :]) is needed. [cond: b > 1 and h > 1, with different padding per sequence]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)  # one copy of the padding per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

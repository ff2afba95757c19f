# exercise: ex_fix_mask_heads
# mistake: Expanded the mask to every head with pad.repeat(h, 1).view(b, h, 1, n), which tiles the whole batch instead of repeating each sequence, so heads get other sequences' padding; use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 with different padding per sequence]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)  # one copy per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

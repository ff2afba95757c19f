# exercise: ex_fix_mask_heads
# mistake: Expanded the mask with pad.repeat(h, 1).view(b, h, 1, n), which tiles the batch so heads get other sequences' padding; it needs repeat_interleave or pad[:, None, None, :]. [cond: b > 1 and the sequences' padding differs]

import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)   # one copy per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

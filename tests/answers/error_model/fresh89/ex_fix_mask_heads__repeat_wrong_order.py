# exercise: ex_fix_mask_heads
# mistake: The per-head mask is built with pad.repeat(h, 1), which tiles whole batches (pad0, pad1, pad0, ...) and, viewed as (b, h, 1, n), gives heads of one sequence other sequences' padding; it needs repeat_interleave or pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The learner expands the mask to the heads with pad.repeat(h, 1).view(b, h, 1, n), which tiles the batch rows in the wrong order, so sequences get each other's padding; it needs repeat_interleave(h, 0) or simply pad[:, None, None, :]. [cond: b > 1 with different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

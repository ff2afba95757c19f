# exercise: ex_fix_mask_heads
# mistake: Expands the mask to every head with pad.repeat(h, 1).view(b, h, 1, n), which stacks the copies along the batch axis so the view mixes sequences; it should be pad[:, None, None, :] (or repeat(1, h)). [cond: b > 1 with different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

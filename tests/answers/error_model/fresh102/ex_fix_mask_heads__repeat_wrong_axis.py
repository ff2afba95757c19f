# exercise: ex_fix_mask_heads
# mistake: The learner expanded the mask with pad.repeat(h, 1).view(b, h, 1, n), which mixes the sequences' masks across batch and heads; use pad[:, None, None, :] (or repeat along a new head axis). [cond: only when b > 1 with different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

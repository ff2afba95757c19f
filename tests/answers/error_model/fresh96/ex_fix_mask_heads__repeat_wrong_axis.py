# exercise: ex_fix_mask_heads
# mistake: Expanded the mask with pad.repeat(h, 1).view(b, h, 1, n), which puts the rows in the wrong order so heads of one sequence get another sequence's padding; pad.repeat(1, h).view(b, h, 1, n) or pad[:, None, None, :] is right. [cond: b > 1 with different padding per sequence]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

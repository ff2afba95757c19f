# exercise: ex_fix_mask_heads
# mistake: The learner tiles the mask with pad.repeat(h, 1).view(b, h, 1, n), which orders the copies head-major, so sequences get each other's padding; the copies of each sequence must stay together (pad.repeat(1, h) or pad[:, None, None, :]). [cond: b > 1 with different padding per sequence]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

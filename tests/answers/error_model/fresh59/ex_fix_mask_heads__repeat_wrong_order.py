# exercise: ex_fix_mask_heads
# mistake: The learner repeats pad as pad.repeat(h, 1).view(b, h, 1, n), which orders the copies head-major, so batches' masks are mixed up between heads; it needs pad[:, None, None, :] (or repeat(1, h)). [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

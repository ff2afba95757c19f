# exercise: ex_fix_mask_heads
# mistake: Builds the per-head mask with pad.repeat(h, 1).view(b, h, 1, n); repeat tiles the whole batch, so the view pairs heads with other sequences' padding. [cond: b > 1 with different padding per sequence]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

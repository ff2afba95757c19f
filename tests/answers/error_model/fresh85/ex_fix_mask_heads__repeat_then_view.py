# exercise: ex_fix_mask_heads
# mistake: Builds the head axis with pad.repeat(h, 1).view(b, h, 1, n), which tiles the whole batch and so gives heads the padding of other sequences; it should be pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Built a per-head mask with pad.repeat(h, 1).view(b, h, 1, n), which tiles the whole batch h times so the rows get mixed across sequences; pad[:, None, None, :] (or repeat_interleave) keeps each sequence's mask with its own heads. [cond: b > 1 and different padding per sequence]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

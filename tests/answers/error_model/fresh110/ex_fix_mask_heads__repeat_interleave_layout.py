# exercise: ex_fix_mask_heads
# mistake: The learner expanded the mask to (b, h, n, n) with repeat_interleave(h·n) and a view, which repeats each key's flag in a block instead of repeating the whole row of flags, so the wrong positions are masked; pad[:, None, None, :] (or expand) is needed. [cond: n > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat_interleave(h * n, dim=1).view(b, h, n, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Expanded pad over heads with pad.repeat(h, 1).view(b, h, 1, n); repeat tiles the whole batch, so heads of one sequence get other sequences' padding. Use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 with different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

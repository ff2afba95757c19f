# exercise: ex_fix_mask_heads
# mistake: Expanded the mask over heads with pad.repeat(h, 1).view(b, h, 1, n); repeat stacks the b rows h times, so the view puts the wrong sequence's padding on most (batch, head) pairs. Use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 and h > 1 with different paddings]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

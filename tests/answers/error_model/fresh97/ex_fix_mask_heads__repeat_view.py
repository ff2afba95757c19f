# exercise: ex_fix_mask_heads
# mistake: Builds the (b, h, 1, n) mask with pad.repeat(h, 1).view(b, h, 1, n); repeat stacks the whole batch h times, so the view assigns the wrong sequence's padding to most (batch, head) pairs. pad[:, None, None, :] (or repeat_interleave) is needed. [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    assert mask.shape == (b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

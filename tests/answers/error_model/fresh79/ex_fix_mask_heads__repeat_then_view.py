# exercise: ex_fix_mask_heads
# mistake: The learner expands the mask over the heads with pad.repeat(h, 1).view(b, h, 1, n); repeat stacks whole copies of the batch, so the view pairs batch items with the wrong sequences' padding. Use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The mask is built with pad.repeat(h, 1).view(b, h, 1, n); repeat stacks the copies along the batch, so after the view the heads of sequence 0 get the masks of other sequences. Use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

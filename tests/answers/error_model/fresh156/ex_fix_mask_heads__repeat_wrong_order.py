# exercise: ex_fix_mask_heads
# mistake: The learner expands the mask with pad.repeat(h, 1).view(b, h, 1, n); repeat stacks whole copies of the batch, so after the view the heads of sequence 0 get other sequences' pads. Use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 with different pads]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)   # paddle.tile(pad, [h, 1])
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

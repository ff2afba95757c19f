# exercise: ex_fix_mask_heads
# mistake: Builds the per-head mask with pad.repeat(h, 1).view(b, h, 1, n), but repeat stacks whole copies of the batch, so the view gives head j of sequence i the mask of another sequence; it should be pad[:, None, None, :] (or repeat_interleave / expand). [cond: b > 1 with different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)

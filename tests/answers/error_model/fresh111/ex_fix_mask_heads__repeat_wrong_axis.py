# exercise: ex_fix_mask_heads
# mistake: Repeats pad as repeat(h, 1) (stacking whole copies of the batch) and views it as (b, h, 1, n), so batch i, head j gets the padding of sequence (i·h + j) mod b; the mask is pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 with sequences padded differently]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

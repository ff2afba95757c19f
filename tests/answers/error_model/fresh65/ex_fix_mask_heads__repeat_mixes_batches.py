# exercise: ex_fix_mask_heads
# mistake: The mask is expanded over heads with pad.repeat(h, 1).view(b, h, 1, n), which tiles whole batches, so head j of sequence i gets the padding of another sequence; the rows must be repeated per sequence (repeat_interleave) or simply indexed pad[:, None, None, :]. [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

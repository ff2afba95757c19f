# exercise: ex_fix_mask_heads
# mistake: Tiled the mask with pad.repeat(h, 1).view(b, h, 1, n), which orders the copies batch-major, so head j of sequence i gets another sequence's mask; use pad[:, None, None, :] (or repeat(1, h)). [cond: batch size b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    # one mask row per (batch, head)
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

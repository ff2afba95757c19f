# exercise: ex_fix_mask_heads
# mistake: Tiles the mask with pad.repeat(h, 1).view(b, h, 1, n), which orders the rows head-major, so batch item i's heads get the masks of other batch items; it needs repeat_interleave(h, 0) or simply pad[:, None, None, :]. [cond: only when b > 1 and h > 1 and the sequences have different padding]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Expands the mask with pad.repeat(h, 1).view(b, h, 1, n), which lays the copies out head-major, so batch items' masks get mixed across heads; use pad[:, None, None, :] (or repeat_interleave). [cond: only when b > 1 and the sequences differ]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

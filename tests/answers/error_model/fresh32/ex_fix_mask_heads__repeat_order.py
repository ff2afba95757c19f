# exercise: ex_fix_mask_heads
# mistake: Expands pad over heads with pad.repeat(h, 1).view(b, h, 1, n), which interleaves the batch items, so heads get another sequence's padding; use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 and h > 1 with different padding per sequence]

import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    # one copy of the padding row per head
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The learner tiled the mask per head with pad.repeat(h, 1).view(b, h, 1, n), which orders rows head-major, so batch 0's heads get other sequences' masks; use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 and the sequences' paddings differ]

import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)     # one copy per head
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)

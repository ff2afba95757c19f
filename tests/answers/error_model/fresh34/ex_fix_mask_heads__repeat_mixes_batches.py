# exercise: ex_fix_mask_heads
# mistake: The learner expanded the mask with pad.repeat(h, 1).view(b, h, 1, n), but repeat stacks whole copies of the batch, so heads get other sequences' padding; use pad[:, None, None, :]. [cond: b > 1 and h > 1 with different paddings]

import torch

def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)      # one copy of pad per head
    assert mask.shape == (b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

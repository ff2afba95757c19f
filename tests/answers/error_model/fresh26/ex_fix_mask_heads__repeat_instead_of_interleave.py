# exercise: ex_fix_mask_heads
# mistake: Tiled pad per head with repeat(h, 1) and viewed it as (b, h, 1, n); repeat stacks whole copies of the batch, so head j of sequence i gets pad row (i·h + j) mod b; repeat_interleave, or plain broadcasting pad[:, None, None, :], keeps each sequence's own row. [cond: b > 1 and h > 1, sequences padded differently]

import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    # one copy of the padding mask for every head
    mask = pad.repeat(h, 1).view(b, h, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

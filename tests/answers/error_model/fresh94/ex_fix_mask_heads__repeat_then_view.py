# exercise: ex_fix_mask_heads
# mistake: Expands the mask over heads with pad.repeat(h, 1) followed by view(b, h, 1, n), which interleaves the batches (batch and head order mixed up), so heads get other sequences' masks; use pad[:, None, None, :] (or repeat_interleave). [cond: b > 1 and h > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)  # one mask per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

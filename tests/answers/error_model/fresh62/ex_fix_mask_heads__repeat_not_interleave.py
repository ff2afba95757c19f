# exercise: ex_fix_mask_heads
# mistake: The mask is expanded per head with pad.repeat(h, 1).view(b, h, 1, n), which mixes up the sequences (row k of the repeat belongs to sequence k % b); it needs repeat_interleave(h, dim=0) or simply pad[:, None, None, :]. [cond: b > 1 and h > 1 with sequences padded differently]
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    # one mask row per (sequence, head)
    per_head = pad.repeat(h, 1)               # (h*b, n)
    mask = per_head.view(b, h, 1, n)          # (b, h, 1, n) -> broadcast over queries
    print(mask.shape)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

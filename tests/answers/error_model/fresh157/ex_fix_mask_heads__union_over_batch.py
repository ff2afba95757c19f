# exercise: ex_fix_mask_heads
# mistake: Collapsed the batch with pad.any(0), masking a key in every sequence whenever any sequence pads it; each sequence needs its own mask pad[:, None, None, :]. [cond: b > 1 with different pads]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.any(dim=0)   # (n,) broadcasts over b, h and queries
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

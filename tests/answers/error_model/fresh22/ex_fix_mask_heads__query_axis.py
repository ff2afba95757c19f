# exercise: ex_fix_mask_heads
# mistake: Broadcast the mask as (b, 1, n, 1), masking padded queries' rows instead of padded keys, so rows become NaN and real queries still see padding; use pad[:, None, None, :].
import torch

def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

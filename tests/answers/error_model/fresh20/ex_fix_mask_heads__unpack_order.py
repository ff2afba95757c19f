# exercise: ex_fix_mask_heads
# mistake: Unpacks the scores' shape as (b, n, h, _) instead of (b, h, n, _), so pad.view(b, 1, 1, n) uses the number of heads as the sequence length and raises. [cond: h != n]
import torch


def ex_fix_mask_heads(scores, pad):
    b, n, h, _ = scores.shape
    mask = pad.view(b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Unpacks b, n = scores.shape[:2], which are really b and h, then views pad as (b, 1, 1, n) with that n, failing whenever h != n; the token count is scores.shape[-1] (or just pad[:, None, None, :]). [cond: h != n]
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = scores.shape[:2]
    mask = pad.view(b, 1, 1, n)  # (b, 1, 1, n): broadcast over heads and queries
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

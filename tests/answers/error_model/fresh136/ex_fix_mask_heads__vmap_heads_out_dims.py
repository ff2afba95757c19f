# exercise: ex_fix_mask_heads
# mistake: Vmapped over the heads with in_dims=1 but left out_dims at 0, so the result comes back as (h, b, n, n) instead of (b, h, n, n). [cond: b > 1 or h > 1]
import torch
from torch.func import vmap


def ex_fix_mask_heads(scores, pad):
    key_mask = pad[:, None, :]   # (b, 1, n) for one head's (b, n, n)

    def per_head(s):
        return torch.softmax(s.masked_fill(key_mask, float('-inf')), dim=-1)

    return vmap(per_head, in_dims=1)(scores)

# exercise: ex_fix_mask_heads
# mistake: The learner expands the mask to a (b, n, n) query-by-key mask, which still aligns b with the head axis of (b, h, n, n): wrong when b == h and an error otherwise; the mask needs a head axis, shape (b, 1, 1, n) or (b, 1, n, n). [cond: b > 1 (wrong values when b == h, an error otherwise)]
import torch


def ex_fix_mask_heads(scores, pad):
    n = pad.shape[-1]
    mask = pad[:, None, :].expand(-1, n, -1)     # (b, n_query, n_key)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

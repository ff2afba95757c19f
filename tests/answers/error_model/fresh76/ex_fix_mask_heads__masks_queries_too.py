# exercise: ex_fix_mask_heads
# mistake: Masks padded queries as well as padded keys (OR of both masks), so rows of padded queries are all -inf and become NaN; only keys are to be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    p = pad[:, None]                                 # (b, 1, n)
    mask = p.unsqueeze(-1) | p.unsqueeze(-2)         # (b, 1, n, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

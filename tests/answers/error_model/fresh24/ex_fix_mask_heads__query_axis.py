# exercise: ex_fix_mask_heads
# mistake: Added the missing axes as pad.unsqueeze(-1).unsqueeze(1), shape (b, 1, n, 1), which masks padded queries (NaN rows) instead of padded keys; the mask must be (b, 1, 1, n). [cond: some sequence has padding]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(-1).unsqueeze(1)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Reshaped the mask correctly to (b, 1, 1, n) but converted it with .float(), and masked_fill only accepts a boolean mask, so it raises; keep pad boolean.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :].float()  # (b, 1, 1, n), broadcast over heads and queries
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Added the missing axis at the end, pad[:, None, :].unsqueeze(-1) of shape (b, 1, n, 1), which masks padded queries (rows) instead of padded keys, and hid the resulting NaN rows with nan_to_num; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :].unsqueeze(-1)
    w = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    return torch.nan_to_num(w, nan=0.0)

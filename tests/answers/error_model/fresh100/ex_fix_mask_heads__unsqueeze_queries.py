# exercise: ex_fix_mask_heads
# mistake: Uses pad.unsqueeze(1).unsqueeze(-1), shape (b, 1, n, 1), which masks the rows of padded queries (whole rows become NaN) instead of the padded key columns (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(-1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

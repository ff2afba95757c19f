# exercise: ex_fix_mask_heads
# mistake: Added the missing axis with unsqueeze(-1), giving (b, 1, n, 1), which masks padded queries (whole rows, hence NaN) instead of padded keys; it needs unsqueeze(-2) for (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :].unsqueeze(-1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

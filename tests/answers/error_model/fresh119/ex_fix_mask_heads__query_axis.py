# exercise: ex_fix_mask_heads
# mistake: Reshapes the mask to (b, 1, n, 1), which masks padded queries (whole rows, NaN) instead of padded keys; it needs (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    # 广播：(b, 1, n, 1)
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Reshapes pad to (b, 1, n, 1), which masks the padded queries' rows (giving NaN rows) instead of the padded keys' columns; the key mask is (b, 1, 1, n).
import torch

def ex_fix_mask_heads(scores, pad):
    b, n = pad.shape
    mask = pad.view(b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Reshapes the mask with pad.view(b, 1, n, 1), which masks the padded queries' rows (they become NaN) instead of the padded keys' columns; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = pad.shape
    mask = pad.view(b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

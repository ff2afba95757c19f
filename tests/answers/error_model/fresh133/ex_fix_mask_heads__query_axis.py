# exercise: ex_fix_mask_heads
# mistake: The learner reshapes the mask to (b, 1, n, 1), which masks padded queries (whole rows, which become NaN) instead of padded keys; the key mask is (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    b, n = pad.shape
    mask = pad.view(b, 1, n, 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

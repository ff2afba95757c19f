# exercise: ex_fix_mask_heads
# mistake: The learner gave the mask shape (b, 1, n, 1), which masks padded queries (whole rows, which become NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The learner's mask pad[:, None, :, None] has shape (b, 1, n, 1), which masks padded queries (whole rows, giving NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(-1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

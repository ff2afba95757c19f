# exercise: ex_fix_mask_heads
# mistake: The learner indexes the mask as pad[:, None, :, None], which masks padded queries (whole rows, giving NaN) instead of padded keys; it must be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]   # (b, 1, n, 1) -> one per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

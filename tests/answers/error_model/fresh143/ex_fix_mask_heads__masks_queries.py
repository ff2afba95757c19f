# exercise: ex_fix_mask_heads
# mistake: The mask is indexed as pad[:, None, :, None], which masks padded queries (rows) instead of padded keys (the last axis); it must be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]   # (b, 1, n, 1) -> broadcasts over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

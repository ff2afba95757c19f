# exercise: ex_fix_mask_heads
# mistake: The mask is indexed as pad[:, None, :, None], which masks padded queries (rows) instead of padded keys; keys need pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

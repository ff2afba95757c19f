# exercise: ex_fix_mask_heads
# mistake: Indexed the mask as pad[:, None, :, None], which masks padded query rows (all -inf, NaN) instead of padded keys; keys need pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

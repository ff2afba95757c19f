# exercise: ex_fix_mask_heads
# mistake: Indexed the pad mask as [:, None, :, None], which masks padded queries (whole rows, NaN) instead of padded keys; keys need [:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

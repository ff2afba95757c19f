# exercise: ex_fix_mask_heads
# mistake: Reshaped the mask as pad[:, None, :, None], which masks whole query rows (making them NaN) instead of the padded key columns; it must be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]  # (b, 1, n, 1) broadcasts over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

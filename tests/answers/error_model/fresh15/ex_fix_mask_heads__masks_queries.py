# exercise: ex_fix_mask_heads
# mistake: Broadcasts pad as pad[:, None, :, None], masking padded QUERY rows instead of padded key columns: real queries still attend to padded keys and padded rows become NaN.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

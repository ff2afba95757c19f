# exercise: ex_fix_mask_heads
# mistake: Built the mask as pad == 0, treating the boolean mask as 0/1 with 0 meaning padding; pad is True at padding, so this masks the real keys.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = (pad == 0)[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

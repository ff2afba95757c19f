# exercise: ex_fix_mask_heads
# mistake: `pad[:, None, :, None]` masks the padded queries (rows, then NaN → 0) instead of the padded keys; real queries still attend to padding. Right: `pad[:, None, None, :]`.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]     # (b, 1, n, 1): broadcast over the heads
    w = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    return torch.nan_to_num(w)

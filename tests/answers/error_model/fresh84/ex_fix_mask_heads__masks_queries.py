# exercise: ex_fix_mask_heads
# mistake: Puts the padding on the query axis (pad[:, None, :, None]) instead of the key axis, so padded query rows become NaN and real queries still attend to padded keys; the mask must be pad[:, None, None, :].
import torch
def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

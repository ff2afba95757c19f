# exercise: ex_fix_mask_heads
# mistake: The learner reshaped the mask to pad[:, None, :, None], masking padded queries (whole rows, giving NaN) instead of padded keys; it must be pad[:, None, None, :]. [cond: some padding]

import torch

def ex_fix_mask_heads(scores, pad):
    # scores (b, h, n, n), pad (b, n) -> (b, 1, n, 1) so it broadcasts over the heads
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

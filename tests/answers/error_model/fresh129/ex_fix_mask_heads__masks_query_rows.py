# exercise: ex_fix_mask_heads
# mistake: The learner indexes the mask as pad[:, None, :, None], which masks the rows of padded queries instead of the columns of padded keys (rows become all -inf, NaN); the key mask is pad[:, None, None, :].
import torch

def ex_fix_mask_heads(scores, pad):
    # scores: (B, H, T, T), pad: (B, T)
    mask = pad[:, None, :, None]     # (B, 1, T, 1) -> broadcast over H
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

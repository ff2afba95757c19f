# exercise: ex_fix_mask_heads
# mistake: The learner reshaped the mask to pad[:, None, :, None], masking padded queries (rows) instead of padded keys (columns); rows fully masked turn NaN. Key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

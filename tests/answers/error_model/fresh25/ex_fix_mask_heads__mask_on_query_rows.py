# exercise: ex_fix_mask_heads
# mistake: The learner reshaped the padding to pad[:, None, :, None], which masks the rows of padded queries (making them NaN) instead of the columns of padded keys; it must be pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    # (b, n) -> (b, 1, n, 1): one mask for all heads
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

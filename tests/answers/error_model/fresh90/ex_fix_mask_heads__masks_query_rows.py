# exercise: ex_fix_mask_heads
# mistake: The learner reshaped the mask to pad[:, None, :, None], which masks the padded queries' rows (NaN rows) rather than the padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]   # (b, 1, n, 1) so it broadcasts over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

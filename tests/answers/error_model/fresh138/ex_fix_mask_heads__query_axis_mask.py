# exercise: ex_fix_mask_heads
# mistake: The learner indexed the padding as pad[:, None, :, None], which masks the padded queries' rows (they become NaN) instead of the padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

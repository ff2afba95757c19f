# exercise: ex_fix_mask_heads
# mistake: The learner indexes the mask as pad[:, None, :, None], which masks the rows of padded queries (all -inf, NaN) instead of the padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    print(mask.shape, scores.shape)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

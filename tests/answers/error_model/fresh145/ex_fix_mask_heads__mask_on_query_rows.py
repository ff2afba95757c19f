# exercise: ex_fix_mask_heads
# mistake: The learner indexed the mask as pad[:, None, :, None], which masks the rows of padded queries instead of the padded keys (columns), giving NaN rows and leaving padded keys attended; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    print("mask shape:", mask.shape, "scores shape:", scores.shape)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

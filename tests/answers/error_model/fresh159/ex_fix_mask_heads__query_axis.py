# exercise: ex_fix_mask_heads
# mistake: The learner indexes the mask as pad[:, None, :, None], which masks padded queries (whole rows, NaN) instead of padded keys; the key mask is pad[:, None, None, :].
import torch

def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

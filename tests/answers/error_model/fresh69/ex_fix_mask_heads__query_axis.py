# exercise: ex_fix_mask_heads
# mistake: The learner indexed the padding mask as [:, None, :, None], which masks padded queries (rows, giving NaN rows) instead of padded keys; it must be [:, None, None, :].
import torch

def ex_fix_mask_heads(scores, pad):
    return torch.softmax(scores.masked_fill(pad[:, None, :, None], float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: right mask, softmax over dim 2
# accept: rewrite.reduce_dim
import torch
def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=2)

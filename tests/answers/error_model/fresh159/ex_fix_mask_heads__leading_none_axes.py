# exercise: ex_fix_mask_heads
# mistake: The mask is pad[None, None, :, :], which lines b up with the query axis, so it fails or masks the wrong sequences for b > 1; it must be pad[:, None, None, :]. [cond: b > 1]
import torch

def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Adds both new axes in front, pad[None, None, :, :] of shape (1, 1, b, n), so the batch axis lines up with the query axis; it only happens to be right for b = 1 (and fails unless b is 1 or n). The key mask is pad[:, None, None, :]. [cond: only when b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]   # make it 4-D like scores
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Added the new axes in front, pad[None, :, None, :] of shape (1, b, 1, n), so the batch axis still lines up with the heads; use pad[:, None, None, :]. (it raises when b != h) [cond: b > 1]
import torch

def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]   # broadcast over heads
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

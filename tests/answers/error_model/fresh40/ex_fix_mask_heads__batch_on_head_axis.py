# exercise: ex_fix_mask_heads
# mistake: Made the mask 4-D by adding an axis in front, pad[None, :, None, :] of shape (1, b, 1, n), which still puts the batch on the head axis; the key mask is pad[:, None, None, :] of shape (b, 1, 1, n). [cond: b > 1; crashes unless b == h]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    print(mask.shape, scores.shape)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Indexed the mask as pad[None, None, :, :], shape (1, 1, b, n), which lines the batch up with the query axis: it fails unless b is 1 or n, and for b = n it masks query i with sequence i's padding; the key mask is pad[:, None, None, :]. [cond: only for b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, None, :, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The learner indexed the mask as pad[None, :, None, :], i.e. shape (1, b, 1, n), which still puts the batch on the head axis; the key mask must be (b, 1, 1, n) = pad[:, None, None, :]. [cond: when b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

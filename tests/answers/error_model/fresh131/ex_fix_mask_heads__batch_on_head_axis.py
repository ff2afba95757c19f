# exercise: ex_fix_mask_heads
# mistake: The learner makes the mask 4-D as pad[None, :, None, :], which still puts the batch on the head axis (runs only when b equals h, and is then wrong); the key mask is pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    print("mask", tuple(mask.shape), "scores", tuple(scores.shape))
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The learner added the new axis in front (pad[None, :, None, :], shape (1, b, 1, n)), which still puts b on the head axis; it must be pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    print(mask.shape, scores.shape)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: The mask is made 4-D as pad[None, :, None, :], of shape (1, b, 1, n), which still puts the batch axis on the head axis (the original bug, only when b == h or b == 1 does it run); it needs pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    # 4 dims now, like scores
    mask = pad[None, :, None, :]
    print("scores", tuple(scores.shape), "mask", tuple(mask.shape))
    weights = torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
    return weights

# exercise: ex_fix_mask_heads
# mistake: The learner "fixes" the shape by adding axes as pad[None, :, None, :] = (1, b, 1, n), which still lines the batch up with the head axis (it runs when b == h but masks the wrong sequences); the mask must be pad[:, None, None, :]. [cond: b > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]
    print(mask.shape, scores.shape)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

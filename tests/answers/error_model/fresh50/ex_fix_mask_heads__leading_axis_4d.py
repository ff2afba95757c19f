# exercise: ex_fix_mask_heads
# mistake: The learner makes the mask 4-D with a new leading axis (tf.expand_dims(pad, 0) style), pad[None, :, None, :] of shape (1, b, 1, n), which still puts the batch on the head axis (same as before the fix); the key mask is pad[:, None, None, :], shape (b, 1, 1, n). [cond: only for b > 1; runs only when b == h]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]  # 4-D like scores
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

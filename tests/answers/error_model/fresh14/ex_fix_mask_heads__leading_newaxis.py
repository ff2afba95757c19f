# exercise: ex_fix_mask_heads
# mistake: `pad[None, :, None, :]` (shape (1, b, 1, n)) lines the batch axis up with the head axis, the original bug reshaped: with b = h head j gets batch j's padding (wrong), with b ≠ h (and b > 1) it raises a size mismatch; only b = 1 is right. Right: `pad[:, None, None, :]`. [cond: batch size > 1]
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[None, :, None, :]     # add the missing axes: np.newaxis in front
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

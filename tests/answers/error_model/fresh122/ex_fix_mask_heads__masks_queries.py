# exercise: ex_fix_mask_heads
# mistake: Builds the mask as pad[:, None, :, None] (shape (b, 1, n, 1)), which masks padded queries instead of padded keys; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, :, None]
    mask = mask[:, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Gives the mask the shape (b, 1, n, 1), which masks padded queries (rows) instead of padded keys (columns): padded rows become NaN and real queries still attend to padding; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

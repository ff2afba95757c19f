# exercise: ex_fix_mask_heads
# mistake: Reshapes the mask to pad[:, None, :, None], which masks whole rows of padded queries (NaN rows) instead of the padded key columns; the key mask is pad[:, None, None, :].
import torch


def ex_fix_mask_heads(scores, pad):
    # pad: (b, n) -> (b, 1, n, 1) 这样就有 4 维了
    mask = pad[:, None, :, None]
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

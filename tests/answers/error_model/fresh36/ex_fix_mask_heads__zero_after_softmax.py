# exercise: ex_fix_mask_heads
# mistake: Fixes the mask's shape but applies it after the softmax, zeroing the padded keys' weights without renormalising, so the rows no longer sum to 1; mask with -inf before the softmax (or divide by the new row sums).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights.masked_fill(mask, 0.0)

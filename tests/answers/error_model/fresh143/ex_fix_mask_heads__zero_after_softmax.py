# exercise: ex_fix_mask_heads
# mistake: The padded keys are zeroed after the softmax instead of set to -inf before it, so the remaining weights are not renormalised and the rows do not sum to 1.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights.masked_fill(mask, 0.0)

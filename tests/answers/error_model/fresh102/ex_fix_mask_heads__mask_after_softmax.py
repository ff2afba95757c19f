# exercise: ex_fix_mask_heads
# mistake: The learner fixed the mask shape but applied it after the softmax, zeroing padded keys without renormalising, so rows do not sum to 1; fill -inf before the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights.masked_fill(mask, 0.0)

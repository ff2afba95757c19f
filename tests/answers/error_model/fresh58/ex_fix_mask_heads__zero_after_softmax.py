# exercise: ex_fix_mask_heads
# mistake: The learner takes the softmax of the unmasked scores and then zeroes the padded keys with boolean indexing, so the rows no longer sum to 1; the padded keys must be set to -inf before the softmax (or the rows renormalised). [cond: only when some key is padded]
import torch


def ex_fix_mask_heads(scores, pad):
    weights = torch.softmax(scores, dim=-1)
    mask = pad[:, None, None, :].expand_as(weights)
    weights[mask] = 0.0
    return weights

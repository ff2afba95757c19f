# exercise: ex_fix_mask_heads
# mistake: The learner applies the (correctly shaped) mask after the softmax by setting padded keys' weights to 0, without renormalising, so rows no longer sum to 1; the scores must be filled with -inf before the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights.masked_fill(mask, 0.0)

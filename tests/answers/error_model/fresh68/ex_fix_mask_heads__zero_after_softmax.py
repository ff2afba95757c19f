# exercise: ex_fix_mask_heads
# mistake: The learner applies the corrected (b, 1, 1, n) mask after the softmax, zeroing padded keys' weights without renormalising, so rows no longer sum to 1; the scores must be filled with -inf before the softmax.
import torch
from functools import partial

softmax = partial(torch.softmax, dim=-1)


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return softmax(scores).masked_fill(mask, 0.0)

# exercise: ex_fix_mask_heads
# mistake: The learner takes the softmax of the unmasked scores and then multiplies the padded keys' weights by 0 without renormalising, so the rows no longer sum to 1; mask the scores with -inf before the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights * (~mask).to(weights.dtype)

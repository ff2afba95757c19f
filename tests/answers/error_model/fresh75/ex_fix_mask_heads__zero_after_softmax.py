# exercise: ex_fix_mask_heads
# mistake: Took the softmax first and then multiplied the padded keys' weights by 0 without renormalising, so rows no longer sum to 1; fill the scores with -inf before the softmax.

import torch


def ex_fix_mask_heads(scores, pad):
    weights = torch.softmax(scores, dim=-1)
    keep = (~pad)[:, None, None, :].to(weights.dtype)
    return weights * keep

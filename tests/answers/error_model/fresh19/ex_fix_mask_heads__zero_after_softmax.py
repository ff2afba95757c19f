# exercise: ex_fix_mask_heads
# mistake: Zeroes the padded keys' weights after the softmax without renormalizing, so rows with padding sum to less than 1; mask the scores with -inf before the softmax (or divide by the new row sums).
import torch


def ex_fix_mask_heads(scores, pad):
    weights = torch.softmax(scores, dim=-1)
    keep = (~pad)[:, None, None, :].to(weights.dtype)   # (b, 1, 1, n), 1 = keep
    return weights * keep

# exercise: ex_fix_mask_heads
# mistake: Uses a correctly shaped 0/1 keep-mask but multiplies it into the weights after the softmax without renormalising, so rows no longer sum to 1; mask before the softmax or divide by the new row sum. [cond: some key is padded]
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad).to(scores.dtype)[:, None, None, :]     # (b, 1, 1, n)
    weights = torch.softmax(scores, dim=-1)
    return weights * keep

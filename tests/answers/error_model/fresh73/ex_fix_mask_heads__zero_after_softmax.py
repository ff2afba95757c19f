# exercise: ex_fix_mask_heads
# mistake: Fixed the mask shape to (b, 1, 1, n) but applied it after the softmax by zeroing the padded weights without renormalising, so rows no longer sum to 1; the mask must fill the scores with -inf before the softmax.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)   # softmax first so nothing can become NaN
    return weights.masked_fill(mask, 0.0)

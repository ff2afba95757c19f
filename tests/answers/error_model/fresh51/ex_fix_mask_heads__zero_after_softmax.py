# exercise: ex_fix_mask_heads
# mistake: Fixed the mask shape to (b, 1, 1, n) but zeroed the padded weights after the softmax instead of filling the scores with -inf before it, so the rows no longer sum to 1.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    weights = torch.softmax(scores, dim=-1)
    return weights.masked_fill(mask, 0.0)

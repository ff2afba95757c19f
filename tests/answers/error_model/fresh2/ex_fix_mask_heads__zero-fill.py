# exercise: ex_fix_mask_heads
# mistake: The padded keys are filled with 0 instead of -inf, and exp(0) is not zero, so padded keys still get weight; fill them with float('-inf').
# mistake_zh: 填充的键被填成 0 而不是 -inf，而 exp(0) 不为零，填充的键仍然得到权重；应填充 float('-inf')。
# keywords: -inf, fill, padding, weight, exp

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]       # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, 0.0), dim=-1)

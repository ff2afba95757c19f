# exercise: ex_fix_mask_heads
# mistake: The padded keys are filled with 0 instead of -inf, so they still receive weight after the softmax; fill with float('-inf').
# mistake_zh: 被填充的键填成了 0 而不是 -inf，softmax 之后仍会得到权重；应填 float('-inf')。
# keywords: -inf, masked_fill, padded keys

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, 0.0), dim=-1)

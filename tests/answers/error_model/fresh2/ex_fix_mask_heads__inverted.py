# exercise: ex_fix_mask_heads
# mistake: The mask is inverted with ~pad, so it hides the real tokens and keeps the padding; pad is already True at padding, use pad[:, None, None, :] as it is.
# mistake_zh: 用 ~pad 把掩码取反了，结果遮住了真实 token、保留了填充；pad 本身在填充处就是 True，应直接使用 pad[:, None, None, :]。
# keywords: inverted, mask, padding, real, tokens

import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad                                   # True = real token
    mask = keep[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Fixes the mask shape but calls the out-of-place masked_fill and throws its result away, so the softmax runs on the unmasked scores; assign the result (or use masked_fill_ on a copy).
# mistake_zh: 修好了掩码的形状，却调用了非就地的 masked_fill 并丢掉了它的返回值，softmax 用的还是没遮住的分数；应当使用它的返回值（或对副本用 masked_fill_）。
# keywords: masked_fill, return value, unmasked, in place

import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    scores.masked_fill(mask, float('-inf'))
    return torch.softmax(scores, dim=-1)

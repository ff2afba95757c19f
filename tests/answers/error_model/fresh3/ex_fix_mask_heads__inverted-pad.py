# exercise: ex_fix_mask_heads
# mistake: You fixed the head axis but fill where ~pad is True, so the real tokens are masked and only the padding keys get weight.
# mistake_zh: 你修正了头轴，却在 ~pad 为 True 的位置填充，结果真实词元被遮住，只有填充的键得到权重。
# keywords: inverted, boolean, padding, mask

import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad                      # True = 真实 token
    mask = keep[:, None, None, :]    # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

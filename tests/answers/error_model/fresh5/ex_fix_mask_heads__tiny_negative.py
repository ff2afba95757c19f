# exercise: ex_fix_mask_heads
# mistake: The fill value -1e-9 is almost zero, not a large negative number, so the padded keys keep about exp(0) of weight. Fill with float('-inf') (or a large negative value such as -1e9).
# mistake_zh: 填充值 -1e-9 几乎等于 0，而不是一个很大的负数，所以填充的键仍然保留约 exp(0) 的权重。应填 float('-inf')（或像 -1e9 这样很大的负数）。
# keywords: -1e-9, fill value, -inf, -1e9, large negative
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(mask, -1e-9), dim=-1)

# exercise: ex_fix_mask_heads
# mistake: Multiplying the scores by the keep mask sets padded scores to 0, not -inf, so after the softmax the padded keys still get weight exp(0). Mask with masked_fill(..., float('-inf')).
# mistake_zh: 用保留掩码去乘分数，只是把填充位置的分数变成 0 而不是 -inf，softmax 之后填充的键仍有 exp(0) 的权重。应使用 masked_fill(..., float('-inf'))。
# keywords: multiply, 0, -inf, exp(0), masked_fill
import torch


def ex_fix_mask_heads(scores, pad):
    keep = (~pad)[:, None, None, :].to(scores.dtype)   # (b, 1, 1, n)
    return torch.softmax(scores * keep, dim=-1)

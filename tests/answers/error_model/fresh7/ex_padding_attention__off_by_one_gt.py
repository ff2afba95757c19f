# exercise: ex_padding_attention
# mistake: Built the padding mask with `>` instead of `>=`: position `length` itself (the first padding token) is treated as real, so queries attend to one padded key and that padded query keeps its row. Positions 0..length-1 are real; use arange(n) >= lengths.
# mistake_zh: 用 `>` 而不是 `>=` 构造填充掩码：位置 `length` 本身（第一个填充 token）被当成真实 token，查询会关注一个填充键，该填充查询的行也保留了下来。真实位置是 0..length-1；应使用 arange(n) >= lengths。
# keywords: off-by-one, >=, length, first padding token, mask
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    is_pad = positions[None, :] > lengths[:, None]   # 超过长度的位置是 padding
    w = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(is_pad[:, None, :, None], 0.0)

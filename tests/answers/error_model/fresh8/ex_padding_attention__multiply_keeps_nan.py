# exercise: ex_padding_attention
# mistake: The learner zeroed padded query rows by multiplying with a 0/1 mask, but for a length-0 sequence the softmax rows are NaN and NaN × 0 is still NaN. Replace the NaN first (nan_to_num / torch.where) or use masked_fill instead of multiplying.
# mistake_zh: 学习者通过乘以 0/1 掩码把被填充查询的行置零，但长度为 0 的序列的 softmax 行是 NaN，而 NaN × 0 仍是 NaN。应先替换 NaN（nan_to_num / torch.where），或用 masked_fill 代替乘法。
# keywords: NaN, length 0, multiply, nan_to_num, masked_fill
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = (torch.arange(n, device=scores.device) < lengths.view(-1, 1)).to(scores.dtype)  # (b, n)
    s = scores.masked_fill(real[:, None, None, :] == 0, float('-inf'))
    w = torch.softmax(s, dim=-1)
    return w * real[:, None, :, None]

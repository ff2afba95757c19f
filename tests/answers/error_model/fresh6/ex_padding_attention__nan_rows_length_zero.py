# exercise: ex_padding_attention
# mistake: Masks padded keys and zeroes padded query rows by multiplication, but a sequence of length 0 has every key at -inf, so its rows are 0/0 = NaN, and NaN × 0 is still NaN. Replace NaN rows (nan_to_num / torch.where) or use a finite fill.
# mistake_zh: 用乘法屏蔽了填充键并把填充查询行置零，但长度为 0 的序列所有键都是 -inf，其行是 0/0 = NaN，而 NaN × 0 仍是 NaN。应替换 NaN 行（nan_to_num / torch.where）或使用有限的填充值。
# keywords: NaN, length 0, -inf, nan_to_num, multiply
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pos = torch.arange(n, device=scores.device)
    valid = pos.unsqueeze(0) < lengths.unsqueeze(1)          # (b, n)
    s = scores.masked_fill(~valid[:, None, None, :], float("-inf"))
    w = s.softmax(-1)
    return w * valid[:, None, :, None]                        # 填充的 query 行清零

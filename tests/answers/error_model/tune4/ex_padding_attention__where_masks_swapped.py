# exercise: ex_padding_attention
# mistake: torch.where puts -inf on the padded queries' rows (mask (b,1,n,1)) and zeroes the padded keys' columns (mask (b,1,1,n)) after: the two masks' axes are swapped. Hide the padded keys before the softmax, zero the padded queries' rows after.
# mistake_zh: torch.where 把 -inf 放在填充查询的行上（掩码 (b,1,n,1)），之后把填充键的列置 0（掩码 (b,1,1,n)）：两个掩码的轴用反了。softmax 前遮住填充的键，之后把填充查询的行置 0。
# keywords: swapped, keys, queries, rows, columns
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = torch.arange(n).unsqueeze(0) < lengths.unsqueeze(1)      # (b, n) True = real token
    rows = valid.unsqueeze(1).unsqueeze(-1)                          # (b, 1, n, 1)
    cols = valid.unsqueeze(1).unsqueeze(2)                           # (b, 1, 1, n)
    s = torch.where(rows, scores, torch.full_like(scores, float("-inf")))
    w = torch.softmax(s, dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return torch.where(cols, w, torch.zeros_like(w))

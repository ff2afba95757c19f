# exercise: ex_padding_attention
# mistake: Compared arange(n) with lengths directly (no [:, None]), which only broadcasts to a (b, n) mask when b = 1; for larger batches it raises or (b = n) compares position i with lengths[i]. [cond: batch size b > 1]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = (torch.arange(n, device=scores.device) < lengths.to(scores.device)).view(-1, 1, 1, n)
    s = scores.masked_fill(~valid, float("-inf"))
    w = torch.softmax(s, dim=-1)
    # 填充的查询行置零（包括长度为 0 的整行 NaN）
    return w.masked_fill(~valid.transpose(-1, -2), 0.0)

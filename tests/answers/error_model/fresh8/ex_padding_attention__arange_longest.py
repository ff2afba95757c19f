# exercise: ex_padding_attention
# mistake: The learner sized the position range by the longest real length, torch.arange(lengths.max()), instead of by n; when every sequence is shorter than n (or a length is 0) the mask does not match the scores and it raises. Use torch.arange(n) with n = scores.shape[-1].
# mistake_zh: 学习者用最长的真实长度 torch.arange(lengths.max()) 来确定位置范围，而不是用 n；当所有序列都短于 n（或某个长度为 0）时，掩码与分数的形状对不上而报错。应使用 torch.arange(n)，其中 n = scores.shape[-1]。
# keywords: arange(n), shape[-1], lengths.max(), mask size
import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    pad = torch.arange(max_len, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: The learner masked padded keys and removed NaN but never zeroed the rows of padded queries, which still hold softmax weights; set rows where the query is padding (mask[:, None, :, None]) to 0 after softmax.
# mistake_zh: 学习者遮住了被填充的键并去掉了 NaN，但没有把被填充的查询所在的行置零，这些行仍有 softmax 权重；softmax 之后应把查询为填充的行（mask[:, None, :, None]）设为 0。
# keywords: padded queries, rows, zero, after softmax

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.stack([torch.arange(n, device=scores.device) >= L for L in lengths])  # (b, n)
    key_mask = pad[:, None, None, :]   # 头、查询两维广播
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)   # 长度为 0 → 全填充 → NaN → 0
    return w

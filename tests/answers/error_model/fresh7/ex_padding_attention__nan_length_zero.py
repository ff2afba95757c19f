# exercise: ex_padding_attention
# mistake: Zeroed the padded query rows by MULTIPLYING with the mask. A sequence of length 0 has every key masked, so its softmax rows are NaN, and 0 * NaN is still NaN: NaN rows survive. Replace NaN by 0 (nan_to_num, torch.where or masked_fill) instead of multiplying.
# mistake_zh: 用 -inf 遮住了填充的键并把填充查询置零，但长度为 0 的序列所有键都被遮住：softmax 得到 NaN 行，而用乘以 0 的方式置零时 0·NaN 仍是 NaN。应先用 nan_to_num / where 把 NaN 换成 0，而不是相乘。
# keywords: NaN, length 0, all keys masked, nan_to_num, 0*NaN
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    keep = torch.arange(n)[None, :] < lengths[:, None]            # (b, n)  True = real token
    s = scores.masked_fill(~keep[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    return w * keep[:, None, :, None]                               # zero padded queries

# exercise: ex_padding_attention
# mistake: Builds the keep mask (position < length, True for real tokens) and passes it to masked_fill as if True meant keep, so the real keys are masked and the padding is attended; fill where position >= length.
# mistake_zh: 构造的是保留掩码（位置 < 长度，真实词元为 True），却把它当作“True 表示保留”传给 masked_fill，结果真实的键被遮住、填充反而被关注；应在位置 >= 长度的地方填充。
# keywords: mask, inverted, padding, keys

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    valid = torch.arange(n, device=scores.device).expand(b, n) < lengths[:, None]
    w = torch.softmax(scores.masked_fill(valid[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w * valid[:, None, :, None]

# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of position >= length, so the first padded token is still treated as real (index from 1); positions length, length+1, ... are padding.
# mistake_zh: 用位置 > 长度而不是位置 >= 长度来标记填充，于是第一个填充词元仍被当作真实词元（按从 1 开始的下标思考）；位置 length、length+1……才是填充。
# keywords: off-by-one, length, padding, index

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

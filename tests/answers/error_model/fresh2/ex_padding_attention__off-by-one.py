# exercise: ex_padding_attention
# mistake: The padding mask uses position > length, so the first padding position (index == length) is still attended to; position i is padding exactly when i >= length.
# mistake_zh: 填充掩码用了 position > length，于是第一个填充位置（下标等于 length）仍会被关注；位置 i 为填充当且仅当 i >= length。
# keywords: off-by-one, length, position, >=, padding

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]                 # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: The positions are arange(6), the book's six tokens, instead of arange(scores.shape[-1]); the padding mask has the wrong size whenever n differs from 6.
# mistake_zh: 位置写成 arange(6)（书中例子的 6 个词元），而不是 arange(scores.shape[-1])；n 不等于 6 时填充掩码大小不对。
# keywords: n, size, 6, scores.shape

import torch


def ex_padding_attention(scores, lengths):
    pos = torch.arange(6, device=scores.device)
    pad = pos.unsqueeze(0) >= lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

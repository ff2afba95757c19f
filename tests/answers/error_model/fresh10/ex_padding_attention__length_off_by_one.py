# exercise: ex_padding_attention
# mistake: The padding mask uses arange(n) > lengths instead of >=, so the first padded position (index == length) is treated as a real token; a position is padding when its index is >= the length.
# mistake_zh: 填充掩码写成了 arange(n) > lengths 而不是 >=，于是第一个填充位置（下标等于长度）被当成了真实词元；下标 >= 长度的位置才是填充。
# keywords: off-by-one, lengths, >=, padding mask

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] > lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(padded[:, None, :, None], 0.0)

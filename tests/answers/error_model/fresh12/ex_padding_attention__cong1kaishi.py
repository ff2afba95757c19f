# exercise: ex_padding_attention
# mistake: The learner marked position i as padding when i > length (counting positions from 1), so the first padded position i = length is still attended; the padding test is i >= length with 0-based positions.
# mistake_zh: 学习者把位置 i > 长度 当作填充（位置从 1 开始数），于是第一个填充位置 i = length 仍然被关注；位置从 0 开始，填充的条件是 i >= length。
# keywords: off by one, >=, length, 0-based

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    weizhi = torch.arange(n, device=scores.device)
    # 超过真实长度的位置是填充
    tianchong = weizhi[None, :] > lengths[:, None]           # (b, n)
    w = torch.softmax(scores.masked_fill(tianchong[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(tianchong[:, None, :, None], 0.0)

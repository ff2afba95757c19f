# exercise: ex_padding_attention
# mistake: Builds the padding mask with `j > L` instead of `j >= L`, so the first padded position (index L) stays visible as a key and is not zeroed as a query. Positions count from 0: index i is padding when i >= length.
# mistake_zh: 构造填充掩码时用了 `j > L` 而不是 `j >= L`，于是第一个填充位置（索引 L）作为键仍然可见，作为查询也没有被置零。位置从 0 开始：当 i >= length 时索引 i 是填充。
# keywords: off by one, >=, length, index, padding
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.zeros_like(scores)
    for i in range(b):
        L = int(lengths[i])
        pad = torch.tensor([j > L for j in range(n)], device=scores.device)
        s = scores[i].masked_fill(pad, float("-inf"))
        w = torch.softmax(s, dim=-1)
        w = torch.nan_to_num(w, nan=0.0)
        w[:, pad, :] = 0.0
        out[i] = w
    return out

# exercise: ex_padding_attention
# mistake: Wrote the masked softmax by hand as exp(scores) · keep / sum without subtracting the row maximum: it avoids NaN on length 0, but exp overflows to inf for large scores (e.g. 100+), giving inf/inf = NaN. Subtract the maximum (or use torch.softmax with a -inf fill).
# mistake_zh: 手写了带掩码的 softmax：exp(scores) · keep / sum，没有减去每行最大值：长度为 0 时虽不会 NaN，但分数很大（如 100 以上）时 exp 溢出成 inf，得到 inf/inf = NaN。应减去最大值（或用 -inf 填充后调用 torch.softmax）。
# keywords: overflow, exp, maximum, large scores, stable
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = (torch.arange(n, device=scores.device)[None, :] < lengths[:, None]).to(scores.dtype)
    e = torch.exp(scores) * keep[:, None, None, :]
    w = e / e.sum(dim=-1, keepdim=True).clamp_min(1e-12)
    return w * keep[:, None, :, None]

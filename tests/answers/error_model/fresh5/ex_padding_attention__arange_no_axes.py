# exercise: ex_padding_attention
# mistake: torch.arange(n) >= lengths compares a (n,) tensor with a (b,) tensor elementwise: it raises unless b == n, and then compares position i with the length of sequence i. Broadcast to (b, n): arange(n)[None, :] >= lengths[:, None].
# mistake_zh: torch.arange(n) >= lengths 是把 (n,) 张量和 (b,) 张量逐元素比较：除非 b == n 否则会报错，而 b == n 时又是拿位置 i 去比第 i 条序列的长度。应广播成 (b, n)：arange(n)[None, :] >= lengths[:, None]。
# keywords: broadcast, lengths, arange, shape, position
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths          # (b, n)?
    pad = pad.view(-1, 1, 1, n).expand(scores.shape[0], 1, 1, n)
    w = torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w * (~pad).transpose(-1, -2)

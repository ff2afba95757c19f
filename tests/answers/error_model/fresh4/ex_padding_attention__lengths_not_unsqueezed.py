# exercise: ex_padding_attention
# mistake: arange(n) >= lengths compares a (n,) vector with a (b,) vector without adding axes: it raises unless b == n (or one is 1), and then compares position j with lengths[j] instead of building a (b, n) mask. Use arange(n)[None, :] >= lengths[:, None].
# mistake_zh: arange(n) >= lengths 在没有增加维度的情况下比较 (n,) 和 (b,) 两个向量：除非 b == n（或其中一个为 1），否则会报错；即使不报错，也是把位置 j 与 lengths[j] 比较，而不是构造 (b, n) 的掩码。应写 arange(n)[None, :] >= lengths[:, None]。
# keywords: broadcasting, lengths, unsqueeze, mask, shape
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device) >= lengths.to(scores.device)
    pad = pad.expand(b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w * (~pad)[:, None, :, None]

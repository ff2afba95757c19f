# exercise: ex_padding_attention
# mistake: Assumed the padding is at the start (left-padded), marking the first n − length positions as padding; the real tokens are the first `length` positions and the padding follows them. Padding is position >= length.
# mistake_zh: 假设填充在序列开头（左填充），把前 n − length 个位置当成填充；实际上真实词元是前 length 个位置，填充在它们后面。填充是位置 >= length。
# keywords: left padding, right, position, >= length, first tokens
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    pad = idx[None, :] < (n - lengths)[:, None]      # 前面是 pad
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

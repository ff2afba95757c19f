# exercise: ex_padding_attention
# mistake: Marks padding with pos > length instead of pos >= length, so the first padded position (index = length) is treated as real as key and as query. [cond: a sequence shorter than n]

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    is_pad = pos.unsqueeze(0) > lengths.unsqueeze(1)       # (b, n)
    s = scores.masked_fill(is_pad[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(is_pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: Built the padding mask with positions > length, so position `length` (the first pad) counts as real; padding starts at index length: positions >= length. [cond: some length < n]

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device).expand(b, n)
    pad = idx > lengths.unsqueeze(1)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w * (~pad)[:, None, :, None]

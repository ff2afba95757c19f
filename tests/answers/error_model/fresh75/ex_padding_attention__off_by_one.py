# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of >= length, so the first padded position (index = length) is treated as real; padding starts at index length.

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    pad = idx[None, :] > lengths[:, None]
    out = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    out = torch.nan_to_num(out, nan=0.0)
    return out.masked_fill(pad[:, None, :, None], 0.0)

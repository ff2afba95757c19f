# exercise: ex_padding_attention
# mistake: Masks the padded keys but never zeroes the rows of padded queries, which stay softmax rows over the real keys; those rows must be all 0. [cond: a sequence shorter than n with length >= 1]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad_key = pos[None, :] >= lengths[:, None]          # (b, n)
    masked = scores.masked_fill(pad_key[:, None, None, :], float("-inf"))
    w = torch.softmax(masked, dim=-1)
    return torch.nan_to_num(w, nan=0.0)                  # length-0 rows

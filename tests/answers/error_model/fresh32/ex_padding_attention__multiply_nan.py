# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with a 0/1 mask, but a length-0 sequence's rows are already NaN after the softmax and NaN * 0 stays NaN; replace them (where/masked_fill) instead. [cond: a sequence of length 0]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]  # (b, n)
    w = torch.softmax(scores.masked_fill(~valid[:, None, None, :], float("-inf")), dim=-1)
    # padded queries -> 0
    return w * valid[:, None, :, None].to(w.dtype)

# exercise: ex_padding_attention
# mistake: The learner zeroed padded query rows by multiplying with a 0/1 mask, but for a length-0 sequence the softmax rows are NaN and NaN * 0 stays NaN; use masked_fill (or where) after the softmax. [cond: a sequence of length 0]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    keep = (torch.arange(n, device=scores.device) < lengths.to(scores.device)[:, None])
    keep = keep.to(scores.dtype)                                   # (b, n) 1 = real token
    w = torch.softmax(scores.masked_fill(keep[:, None, None, :] == 0, float("-inf")), dim=-1)
    return w * keep[:, None, :, None]                               # padded queries -> 0

# exercise: ex_padding_attention
# mistake: Zeroes the padded query rows by multiplying with the real-token mask, but NaN * 0 is NaN, so a length-0 sequence still returns NaN; replace NaN with 0 (nan_to_num / masked_fill) instead. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    w = torch.softmax(scores.masked_fill(~real[:, None, None, :], float("-inf")), dim=-1)
    w.mul_(real[:, None, :, None])   # kills padded queries (and the empty rows)
    return w

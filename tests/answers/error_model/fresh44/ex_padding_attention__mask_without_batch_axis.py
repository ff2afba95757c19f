# exercise: ex_padding_attention
# mistake: Compares arange(n) with lengths without adding axes (arange(n) >= lengths), which pairs position i with sequence i instead of building a (b, n) mask; it crashes when b != n and is wrong when b == n. Needs arange(n)[None, :] >= lengths[:, None]. [cond: b > 1]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths
    pad = pad.expand(scores.shape[0], n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: Zeroes the weights only for whole sequences of length 0, so padded query rows of partly padded sequences still attend to real keys; every padded query row must be set to 0. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    s = scores.masked_fill(~keep[:, None, None, :], float('-inf'))
    w = torch.softmax(s, dim=-1)
    # empty sequences give 0/0 -> NaN
    w[lengths == 0] = 0.0
    return w

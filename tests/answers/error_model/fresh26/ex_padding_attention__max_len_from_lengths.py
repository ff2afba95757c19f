# exercise: ex_padding_attention
# mistake: Used the Stack Overflow lengths-to-mask idiom with max_len = lengths.max(), so the mask is narrower than the n score columns and does not broadcast; the mask needs width n = scores.shape[-1]. [cond: every length < n]

import torch


def lengths_to_mask(lengths, max_len=None):
    max_len = max_len or int(lengths.max())
    return torch.arange(max_len, device=lengths.device)[None, :] < lengths[:, None]


def ex_padding_attention(scores, lengths):
    keep = lengths_to_mask(lengths)  # True = real token
    w = scores.masked_fill(~keep[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = w.nan_to_num(0.0)
    return w * keep[:, None, :, None]

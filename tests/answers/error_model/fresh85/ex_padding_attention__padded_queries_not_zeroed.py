# exercise: ex_padding_attention
# mistake: Masks the padded keys and replaces NaN rows by 0, but never zeroes the rows of padded queries of sequences with length > 0; those rows must also be set to 0. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(key_is_pad[:, None, None, :], -float("inf")), dim=-1)
    weights[torch.isnan(weights)] = 0.0
    return weights

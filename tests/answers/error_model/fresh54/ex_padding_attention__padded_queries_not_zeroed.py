# exercise: ex_padding_attention
# mistake: The learner masks padded keys and replaces NaN by 0, but never zeroes the rows of padded queries in non-empty sequences; those rows must be set to 0 too. [cond: only for a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w

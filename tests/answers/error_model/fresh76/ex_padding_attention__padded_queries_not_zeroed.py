# exercise: ex_padding_attention
# mistake: Masks padded keys and replaces NaN rows by 0, but never zeroes the rows of padded queries in sequences that have real tokens; those rows must be all 0 too. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device).expand(b, n)
    pad = pos >= lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad.unsqueeze(1).unsqueeze(2), float("-inf")), dim=-1)
    return torch.nan_to_num(w)

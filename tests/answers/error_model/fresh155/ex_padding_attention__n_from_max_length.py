# exercise: ex_padding_attention
# mistake: Builds the position range up to lengths.max() instead of the number of tokens n = scores.shape[-1], so the mask is too short and does not broadcast against the scores when no sequence fills all n positions. [cond: max(lengths) < n]
import torch


def lengths_to_mask(lengths, n=None):
    if n is None:
        n = int(lengths.max())
    return torch.arange(n, device=lengths.device)[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = lengths_to_mask(lengths)
    keys = pad[:, None, None, :]
    queries = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(keys, float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(queries, 0.0)

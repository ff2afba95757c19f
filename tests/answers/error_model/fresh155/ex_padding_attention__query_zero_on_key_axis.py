# exercise: ex_padding_attention
# mistake: Zeroes 'the padded queries' with the mask indexed [:, None, None, :] (the key axis) again, which only zeroes columns that are already 0, so the rows of padded queries keep their weights; the query mask is [:, None, :, None].
import torch


def pad_mask(lengths, n, device=None):
    return torch.arange(n, device=device)[None, :] >= lengths[:, None]


def expand_mask(mask, heads_axis=True):
    return mask[:, None, None, :] if heads_axis else mask[:, None, :]


def ex_padding_attention(scores, lengths):
    m = expand_mask(pad_mask(lengths, scores.shape[-1], device=scores.device))
    w = torch.softmax(scores.masked_fill(m, float('-inf')), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    w = w.masked_fill(m, 0.0)  # padded queries -> 0
    return w

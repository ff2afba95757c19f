# exercise: ex_padding_attention
# mistake: The helper builds the mask with width lengths.max() instead of its argument n, so it does not fit the scores when every sequence is padded; the width must be n. [cond: every length < n]

import torch


def padding_mask(lengths, n):
    positions = torch.arange(int(lengths.max()), device=lengths.device)
    return positions[None, :] >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    pad = padding_mask(lengths, scores.shape[-1])
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return torch.nan_to_num(w)

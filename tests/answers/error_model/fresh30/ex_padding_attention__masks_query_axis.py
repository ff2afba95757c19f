# exercise: ex_padding_attention
# mistake: Put the padding mask on the query axis (rows) instead of the key axis (columns), so real queries still attend to padded keys. [cond: some length < n]

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device)
    pad = idx.unsqueeze(0) >= lengths.unsqueeze(1)              # (b, n)
    pad = pad.view(b, 1, n, 1)
    weights = torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1)
    return torch.nan_to_num(weights, nan=0.0)   # padded rows -> 0

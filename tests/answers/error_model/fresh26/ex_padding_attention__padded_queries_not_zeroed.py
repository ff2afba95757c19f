# exercise: ex_padding_attention
# mistake: Masked the padded keys and replaced NaN rows, but never zeroed the rows of padded queries, which still attend to the real keys; those rows must be all 0. [cond: some length < n]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    key_pad = positions[None, :] >= lengths[:, None]            # (b, n)
    masked = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    return torch.nan_to_num(weights, nan=0.0)  # length-0 rows

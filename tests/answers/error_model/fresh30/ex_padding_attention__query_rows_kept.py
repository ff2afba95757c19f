# exercise: ex_padding_attention
# mistake: Masked the padded keys but left the rows of padded queries as softmax weights (and NaN for length 0) instead of setting them to 0. [cond: some length < n]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    key_is_pad = positions[None, :] >= lengths[:, None]          # (b, n)
    masked = scores.masked_fill(key_is_pad[:, None, None, :], float("-inf"))
    return torch.softmax(masked, dim=-1)

# exercise: ex_padding_attention
# mistake: The valid positions use arange(n) <= lengths, so position lengths[i] (the first padding token) is treated as real; valid positions are arange(n) < lengths. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] <= lengths[:, None]
    w = torch.softmax(scores.masked_fill(~real[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w * real[:, None, :, None]

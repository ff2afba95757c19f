# exercise: ex_padding_attention
# mistake: Zeroed the padded queries with the mask broadcast on the key axis ([:, None, None, :]) again instead of the query axis ([:, None, :, None]), so padded query rows still sum to 1. [cond: a sequence shorter than n (length ≥ 1)]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths.to(scores.device)[:, None]  # (b, n)
    fill = torch.finfo(scores.dtype).min
    w = scores.masked_fill(~real[:, None, None, :], fill).softmax(dim=-1)
    # padded queries must not attend at all
    return w * real[:, None, None, :].to(w.dtype)

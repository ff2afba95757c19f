# exercise: ex_padding_attention
# mistake: Marks padding with positions > length instead of >= length, so the first padded position (index = length) is treated as real, both as key and as query. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths.to(scores.device)[:, None]   # (b, n) True = padding
    key_mask = pad[:, None, None, :]
    query_mask = pad[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(query_mask, 0.0)

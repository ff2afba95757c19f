# exercise: ex_padding_attention
# mistake: Built the position range up to lengths.max() instead of n = scores.shape[-1], so the mask is too narrow (broadcast error) whenever the longest sequence is shorter than n. [cond: only when 0 < max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max().item())
    if L == scores.shape[-1]:
        pad = torch.arange(L, device=scores.device)[None, :] >= lengths[:, None]
    else:
        pad = torch.arange(max(L, 1), device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

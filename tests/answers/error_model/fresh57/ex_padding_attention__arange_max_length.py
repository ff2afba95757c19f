# exercise: ex_padding_attention
# mistake: Built the positions with torch.arange(lengths.max()) instead of torch.arange(n), so the mask is too short when every sequence is padded and the masked_fill cannot broadcast; positions must cover all n. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max())
    pad = torch.arange(L, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], -float("inf")), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    weights = weights.masked_fill(pad[:, None, :, None], 0.0)
    return weights

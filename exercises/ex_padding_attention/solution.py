import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(padded[:, None, :, None], 0.0)

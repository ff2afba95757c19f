# exercise: ex_padding_attention
# mistake: Reused the causal-weights helper from the previous exercise on the padding-masked scores, so real queries cannot attend to later real keys; padding is the only mask here. [cond: a sequence of length >= 2]
import torch


def causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = causal_weights(scores.masked_fill(pad[:, None, None, :], float("-inf")))
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(pad[:, None, :, None], 0.0)

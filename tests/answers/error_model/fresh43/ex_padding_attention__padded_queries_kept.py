# exercise: ex_padding_attention
# mistake: Masks padded keys and turns the NaN rows into 0, but never zeroes the rows of padded queries, which still attend to the real keys; those rows must be all 0. [cond: only when some length is below n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    weights = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights

# exercise: ex_padding_attention
# mistake: The learner masked padded keys and removed NaN, but never zeroed the rows of padded queries, which still hold softmax weights; rows of padded queries must be all 0. [cond: only when some length is between 1 and n-1]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.stack([torch.arange(n, device=scores.device) >= L for L in lengths])
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights

# exercise: ex_padding_attention
# mistake: The final zeroing for padded queries indexes the mask as [:, None, None, :] (keys) again, so rows of padded queries keep their weights; it needs [:, None, :, None]. [cond: some sequence is shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    pad = torch.stack([positions >= L for L in lengths])
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(pad[:, None, None, :], 0.0)
    return weights

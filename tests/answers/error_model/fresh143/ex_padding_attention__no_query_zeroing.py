# exercise: ex_padding_attention
# mistake: It masks padded keys and removes NaN rows, but never sets the rows of padded queries to 0 (they still hold weights over the real keys); rows of padded queries must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    scores = scores.masked_fill(is_pad[:, None, None, :], float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    # length-0 sequences: every key is masked -> NaN
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights

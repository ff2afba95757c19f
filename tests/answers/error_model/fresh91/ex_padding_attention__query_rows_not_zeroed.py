# exercise: ex_padding_attention
# mistake: Masks padded keys and replaces NaN rows by 0, but never sets the rows of padded queries to 0 (they keep weights over the real keys).
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = is_pad[:, None, None, :]              # (b, 1, 1, n): broadcast over heads and queries
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights

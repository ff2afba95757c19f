# exercise: ex_padding_attention
# mistake: Masks padded keys and removes the NaN rows, but leaves the rows of padded queries (in sequences of length > 0) as normal softmax rows; those rows must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device) >= lengths[:, None]   # (b, n)
    weights = scores.masked_fill(is_pad[:, None, None, :], -torch.inf).softmax(dim=-1)
    return torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)

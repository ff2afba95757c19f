# exercise: ex_padding_attention
# mistake: Only masks padded keys and replaces NaN rows by 0, but never zeroes the rows of padded queries (which are not NaN when the sequence has real keys); those rows must be set to 0 too.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    keep = torch.arange(n, device=scores.device) < lengths[:, None]     # True = real token
    w = scores.masked_fill(~keep[:, None, None, :], float("-inf")).softmax(dim=-1)
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)

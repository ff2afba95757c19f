# exercise: ex_padding_attention
# mistake: The learner masks padded keys and replaces NaN rows by 0, but never zeroes the rows of padded queries in sequences that have real tokens; those rows must be all 0 too. [cond: 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    assert scores.dim() == 4, scores.shape
    b, _, n, _ = scores.shape
    lengths = lengths.to(scores.device)
    assert lengths.shape == (b,)
    padded = torch.arange(n, device=scores.device).expand(b, n) >= lengths.unsqueeze(-1)
    masked = scores.masked_fill(padded[:, None, None, :], float("-inf"))
    weights = torch.softmax(masked, dim=-1)
    nan_rows = torch.isnan(weights).any(dim=-1, keepdim=True)
    weights = weights.masked_fill(nan_rows, 0.0)
    return weights

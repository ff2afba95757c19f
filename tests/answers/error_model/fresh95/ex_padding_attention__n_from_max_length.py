# exercise: ex_padding_attention
# mistake: The learner took the table width as MAX(lengths) instead of scores.shape[-1], so when every sequence is shorter than n the mask has too few columns and cannot be applied; n must come from the scores. [cond: only when max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    n = int(lengths.max())
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) >= lengths.unsqueeze(1)          # (b, n)
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights.masked_fill(pad[:, None, :, None], 0.0)

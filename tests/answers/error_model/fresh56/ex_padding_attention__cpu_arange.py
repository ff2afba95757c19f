# exercise: ex_padding_attention
# mistake: The learner builds the position tensor with torch.arange(n) without device=scores.device, so the comparison with lengths fails on a GPU. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n) >= lengths.view(-1, 1)
    key_mask = is_pad.view(is_pad.shape[0], 1, 1, n)
    query_mask = is_pad.view(is_pad.shape[0], 1, n, 1)
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights.masked_fill(query_mask, 0)

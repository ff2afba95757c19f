# exercise: ex_padding_attention
# mistake: The validity table is computed as (n, b) with arange(n)[:, None] < lengths and then forced to (b, n) with .reshape instead of .T, which scrambles which positions belong to which sequence. [cond: b > 1 with different lengths]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    valid = positions[:, None] < lengths      # (n, b)
    valid = valid.reshape(b, n)                 # need (b, n)
    key_valid = valid[:, None, None, :]
    query_valid = valid[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(~key_valid, float("-inf")), dim=-1)
    weights = torch.where(query_valid, weights, torch.zeros_like(weights))
    return torch.nan_to_num(weights)

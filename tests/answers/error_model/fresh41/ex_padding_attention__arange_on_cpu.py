# exercise: ex_padding_attention
# mistake: Creates the positions with torch.arange(n) on the CPU, so comparing them with lengths on a GPU raises a device error; the arange needs device=scores.device. [cond: only on a GPU]
import torch


def _pad_mask(lengths, n):
    return torch.arange(n) >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = _pad_mask(lengths, n)
    weights = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights.masked_fill(pad[:, None, :, None], 0.0)

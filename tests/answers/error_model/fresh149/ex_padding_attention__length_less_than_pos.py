# exercise: ex_padding_attention
# mistake: Marked padding with lengths < position (strict), which leaves the first padding position (position == length) unmasked; padding is position >= length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    padded = lengths[:, None] < positions[None, :]
    weights = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(padded[:, None, :, None], 0.0)
    return weights

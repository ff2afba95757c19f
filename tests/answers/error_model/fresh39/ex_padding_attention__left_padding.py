# exercise: ex_padding_attention
# mistake: Assumes the padding is at the front of each sequence (left padding) and masks the first n - length positions; the real tokens are the first length positions and the padding follows them.
import torch


def ex_padding_attention(scores, lengths):
    b, _, n, _ = scores.shape
    is_pad = torch.zeros(b, n, dtype=torch.bool, device=scores.device)
    for i in range(b):
        L = int(lengths[i])
        is_pad[i, : n - L] = True
    weights = scores.masked_fill(is_pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(is_pad[:, None, :, None], 0.0)
    return weights

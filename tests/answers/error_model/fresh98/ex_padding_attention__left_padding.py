# exercise: ex_padding_attention
# mistake: Assumes left padding (the padding comes first, real tokens at the end) and masks positions < n - length; here the real tokens are the first `length` positions and padding is position >= length. [cond: some length is neither 0 nor n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    device = scores.device
    pos = torch.arange(n, device=device)
    n_pad = n - lengths.to(device)
    is_pad = pos.unsqueeze(0) < n_pad.unsqueeze(1)           # (b, n)
    weights = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    weights = weights.nan_to_num(0.0)
    weights = weights.masked_fill(is_pad[:, None, :, None], 0.0)
    return weights

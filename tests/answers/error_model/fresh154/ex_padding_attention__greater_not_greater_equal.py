# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length, so the first padded position (index = length) is treated as real; padding is position >= length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device).expand(len(lengths), n)
    is_pad = idx > lengths[:, None]
    weights = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(is_pad[:, None, :, None], 0.0)
    return weights

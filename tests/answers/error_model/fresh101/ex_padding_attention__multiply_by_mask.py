# exercise: ex_padding_attention
# mistake: Removes padded keys by multiplying their scores by 0, which leaves a score of 0 (weight exp(0) > 0) instead of -inf; padded keys must be filled with -inf before the softmax (or their weights zeroed and renormalised). [cond: only when some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # True = real token
    keep = real[:, None, None, :].to(scores.dtype)
    weights = torch.softmax(scores * keep, dim=-1)
    return weights * real[:, None, :, None].to(scores.dtype)

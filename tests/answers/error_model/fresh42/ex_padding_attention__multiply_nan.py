# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with the real-token mask, expecting NaN × 0 = 0, so a length-0 sequence (all keys masked) still returns NaN rows; NaN must be replaced (nan_to_num / where), not multiplied. [cond: only when some sequence has length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n) True = real token
    scores = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    # padded queries -> multiply their rows by 0
    weights = weights * real[:, None, :, None]
    return weights

# exercise: ex_padding_attention
# mistake: The learner zeroes padded query rows by multiplying with a 0/1 mask; NaN * 0 is still NaN, so a sequence of length 0 (every key masked) returns NaN rows. NaN must be replaced (nan_to_num / masked_fill), not multiplied. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    s = scores.masked_fill(~real[:, None, None, :], float('-inf'))
    weights = torch.softmax(s, dim=-1)
    weights = weights * real[:, None, :, None].to(weights.dtype)
    return weights

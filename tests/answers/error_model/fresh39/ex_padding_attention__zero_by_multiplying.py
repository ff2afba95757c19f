# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with the keep mask, but NaN * 0 is still NaN, so a length-0 sequence returns NaN rows; the NaN rows must be replaced (nan_to_num / torch.where / masked_fill) rather than multiplied. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n) True = real token
    s = scores.masked_fill(~keep[:, None, None, :], float("-inf"))
    weights = torch.softmax(s, dim=-1)
    weights = weights * keep[:, None, :, None]
    return weights

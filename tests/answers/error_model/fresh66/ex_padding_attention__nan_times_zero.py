# exercise: ex_padding_attention
# mistake: The learner zeroes padded query rows by multiplying with the real-query mask, but NaN * 0 is still NaN, so a length-0 sequence returns NaN rows; replace NaN (nan_to_num / masked_fill) instead of multiplying. [cond: some length is 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    s = scores.masked_fill(~real[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    w = w * real[:, None, :, None].to(w.dtype)
    return w

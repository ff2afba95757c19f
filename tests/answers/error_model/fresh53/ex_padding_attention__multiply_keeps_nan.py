# exercise: ex_padding_attention
# mistake: The learner zeroes padded queries by multiplying with a 0/1 mask instead of removing the NaN, but NaN * 0 is still NaN, so a sequence of length 0 returns NaN rows; NaN must be replaced (nan_to_num or masked_fill) before or instead of multiplying. [cond: only for a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n) True = real token
    w = torch.softmax(scores.masked_fill(~real[:, None, None, :], float("-inf")), dim=-1)
    w = w * real[:, None, :, None].to(w.dtype)
    return w

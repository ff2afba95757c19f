# exercise: ex_padding_attention
# mistake: Zeros padded-query rows by multiplying with a 0/1 mask, but NaN * 0 is NaN, so a sequence of length 0 still returns NaN rows; replace the NaNs (nan_to_num or masked_fill) instead of multiplying. [cond: some length is 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    real = torch.arange(n, device=scores.device) < lengths.unsqueeze(1)   # (b, n) True = token
    s = scores.masked_fill(~real[:, None, None, :], float('-inf'))
    w = s.softmax(-1)
    return w * real[:, None, :, None]

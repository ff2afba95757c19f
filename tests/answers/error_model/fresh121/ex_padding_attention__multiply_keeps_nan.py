# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with a 0/1 mask, but NaN * 0 is still NaN, so the all-masked rows of a length-0 sequence stay NaN; the NaN must be replaced (nan_to_num / where), not multiplied. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    real = idx[None, :] < lengths[:, None]  # (b, n) True for real tokens
    scores = scores.masked_fill(~real[:, None, None, :], float('-inf'))
    weights = torch.softmax(scores, dim=-1)
    # padded queries -> rows of 0 (also the empty sequence)
    weights = weights * real[:, None, :, None].to(weights.dtype)
    return weights

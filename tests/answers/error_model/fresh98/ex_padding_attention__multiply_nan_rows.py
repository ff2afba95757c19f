# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with the real-token mask, but NaN * 0 is NaN, so a sequence of length 0 (every key masked) returns NaN rows; the NaN must be replaced (nan_to_num / masked_fill / where). [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None].to(scores.device)  # (b, n)
    key_real = real[:, None, None, :]
    query_real = real[:, None, :, None].to(scores.dtype)
    weights = torch.softmax(scores.masked_fill(~key_real, float("-inf")), dim=-1)
    return weights * query_real

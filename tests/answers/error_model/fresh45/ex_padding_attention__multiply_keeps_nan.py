# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with a 0/1 mask, but NaN * 0 is still NaN, so a sequence of length 0 (all keys masked, softmax NaN) keeps NaN rows; the NaN must be replaced (nan_to_num / masked_fill / where). [cond: only for a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    valid = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n) True = real
    s = scores.masked_fill(~valid[:, None, None, :], float("-inf"))
    p = torch.softmax(s, dim=-1)
    keep_rows = valid[:, None, :, None].to(p.dtype)
    return p * keep_rows

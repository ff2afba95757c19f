# exercise: ex_padding_attention
# mistake: Masks the padded keys and replaces NaN rows by 0, but never zeroes the rows of padded queries, which keep a softmax over the real keys; rows of padded queries must be all 0. [cond: some sequence is shorter than n and longer than 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]   # (b, n)
    w = scores.masked_fill(key_pad[:, None, None, :], float("-inf")).softmax(-1)
    return torch.nan_to_num(w, nan=0.0)

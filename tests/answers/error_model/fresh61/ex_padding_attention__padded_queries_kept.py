# exercise: ex_padding_attention
# mistake: Masks padded keys and replaces NaN rows by 0, but leaves the rows of padded queries as ordinary attention rows; rows of padded queries must be all 0. [cond: some sequence shorter than n but longer than 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    keep = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # real tokens
    s = scores.masked_fill(~keep[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    w[torch.isnan(w)] = 0.0
    return w

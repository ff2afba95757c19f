# exercise: ex_padding_attention
# mistake: Assumes the padding is at the start of each sequence (masks positions < n - length); the real tokens come first, padding is where position >= length. [cond: 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    pad = idx[None, :] < (n - lengths)[:, None]
    out = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    out = out.nan_to_num(0.0)
    out = out.masked_fill(pad[:, None, :, None], 0.0)
    return out

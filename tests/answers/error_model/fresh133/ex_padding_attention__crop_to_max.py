# exercise: ex_padding_attention
# mistake: The learner crops everything to the longest real length, returning shape (b, h, L, L) with L = max(lengths) instead of the full (b, h, n, n) with zero rows for padded queries. [cond: only when max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max())
    s = scores[:, :, :L, :L]
    n = L
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(s.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

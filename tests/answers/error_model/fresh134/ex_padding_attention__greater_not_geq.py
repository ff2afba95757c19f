# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of position >= length, so the first padded position is treated as a real key and query. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    p = torch.arange(n, device=scores.device)[None] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(p[:, None, None, :], float('-inf')), -1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(p[:, None, :, None], 0.0)

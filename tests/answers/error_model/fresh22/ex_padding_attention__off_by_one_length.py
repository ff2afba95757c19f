# exercise: ex_padding_attention
# mistake: Marked padding with positions > length instead of >= length, so the first padded position is treated as real; padding starts at index length. [cond: a sequence with length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    pad = idx[None, :] > lengths[:, None]
    keys = pad[:, None, None, :]
    queries = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(keys, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(queries, 0.0)

# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of >=, so the first padded position is treated as a real token. [cond: any length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    r = torch.arange(n, device=scores.device)
    padded = r[None, :] > lengths[:, None]
    keys = padded[:, None, None, :]
    queries = padded[:, None, :, None]
    w = scores.masked_fill(keys, float("-inf")).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(queries, 0.0)

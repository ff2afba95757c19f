# exercise: ex_padding_attention
# mistake: Created the positions with torch.arange(n) on the CPU and compared them with lengths, which fails when lengths is on a GPU; create it with device=scores.device. [cond: inputs on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n)[None, :] >= lengths[:, None]          # (b, n)
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(padded[:, None, :, None], 0.0)

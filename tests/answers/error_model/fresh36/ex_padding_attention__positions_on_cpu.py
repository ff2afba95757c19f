# exercise: ex_padding_attention
# mistake: Creates the positions with torch.arange(n) on the default device, so comparing them with lengths and masking scores fails when the inputs live on a GPU; the positions need device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n)                       # 0:(n-1)
    padmask = idx.unsqueeze(0) >= lengths.unsqueeze(1)
    w = scores.masked_fill(padmask[:, None, None, :], float('-inf')).softmax(-1)
    w = w.nan_to_num(0.0)
    w = w * (~padmask)[:, None, :, None]
    return w

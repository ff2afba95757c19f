# exercise: ex_padding_attention
# mistake: Built the positions with torch.arange(n) without device=scores.device, so the comparison with lengths fails on a GPU. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n) >= lengths.reshape(-1, 1)
    w = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float('-inf')), dim=-1)
    w = w.nan_to_num(0.0)
    return w * (~is_pad)[:, None, :, None]

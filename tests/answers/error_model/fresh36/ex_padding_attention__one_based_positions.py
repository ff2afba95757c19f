# exercise: ex_padding_attention
# mistake: Numbers the positions 1..n (R's seq_len(n)) and marks padding where position >= length, which also masks the last real token of every sequence; with 1-based positions padding is position > length (or use arange(n) from 0 with >=).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(1, n + 1, device=scores.device)
    pad = pos[None, :] >= lengths[:, None].to(scores.device)     # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w

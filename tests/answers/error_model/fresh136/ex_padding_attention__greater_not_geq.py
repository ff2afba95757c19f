# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of position >= length, so the first padded position counts as a real token (as key and as query). [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device).expand(b, n)
    pad = pos > lengths.unsqueeze(-1)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w * (~pad)[:, None, :, None]

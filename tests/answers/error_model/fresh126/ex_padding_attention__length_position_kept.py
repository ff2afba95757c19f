# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (index == length) stays unmasked as a key and as a query; padding is position >= length. [cond: a sequence shorter than n]
import torch


def key_padding_mask(lengths, n):
    pos = torch.arange(n, device=lengths.device)
    return pos[None, :] > lengths[:, None]          # (b, n) True = pad


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = key_padding_mask(lengths, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

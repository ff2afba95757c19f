# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (index == length) is still treated as real, as key and as query; padding starts at position >= length.
import torch


def padding_mask(lengths, n, device=None):
    pos = torch.arange(n, device=device)
    return pos[None, :] > lengths[:, None]


def masked_softmax(scores, key_mask=None, query_mask=None, dim=-1):
    if key_mask is not None:
        scores = scores.masked_fill(key_mask, float('-inf'))
    w = torch.softmax(scores, dim=dim).nan_to_num(0.0)
    if query_mask is not None:
        w = w.masked_fill(query_mask, 0.0)
    return w


def ex_padding_attention(scores, lengths):
    pad = padding_mask(lengths, scores.shape[-1], device=scores.device)
    return masked_softmax(scores, key_mask=pad[:, None, None, :], query_mask=pad[:, None, :, None])

# exercise: ex_padding_attention
# mistake: Only rows that came out NaN (length-0 sequences) are set to 0; padded queries of sequences with length > 0 still carry weights over the real keys. Every padded query's row must be all 0.
import torch


def key_padding_bias(lengths, n, dtype, device):
    pad = torch.arange(n, device=device)[None, :] >= lengths[:, None]
    bias = torch.zeros(pad.shape, dtype=dtype, device=device)
    return bias.masked_fill(pad, float("-inf"))[:, None, None, :]  # (b, 1, 1, n)


def ex_padding_attention(scores, lengths):
    bias = key_padding_bias(lengths, scores.shape[-1], scores.dtype, scores.device)
    w = torch.softmax(scores + bias, dim=-1)
    return w.masked_fill(w.isnan(), 0.0)

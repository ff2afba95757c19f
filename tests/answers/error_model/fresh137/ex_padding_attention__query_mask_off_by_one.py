# exercise: ex_padding_attention
# mistake: The learner built the query padding mask with > instead of >= (the key mask is right), so the first padded query (position == length) keeps a nonzero row. [cond: only when some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    L = lengths.to(scores.device)[:, None]
    key_pad = pos >= L
    query_pad = pos > L
    w = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], -torch.inf), dim=-1)
    w = w.nan_to_num(0.0)
    return w * (~query_pad)[:, None, :, None]

# exercise: ex_padding_attention
# mistake: Reuses its attention helper whose causal flag defaults to True, so real queries also lose every later real key; this exercise has only the padding mask. [cond: some length >= 2]
import torch


def masked_weights(scores, key_pad=None, query_pad=None, causal=True, fill=float("-inf")):
    n = scores.shape[-1]
    mask = torch.zeros(scores.shape[-2:], dtype=torch.bool, device=scores.device)
    if causal:
        mask = mask | torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    if key_pad is not None:
        mask = mask | key_pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(mask, fill), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    if query_pad is not None:
        w = w.masked_fill(query_pad[:, None, :, None], 0.0)
    return w


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths.to(scores.device)[:, None]
    return masked_weights(scores, key_pad=pad, query_pad=pad)

# exercise: ex_padding_attention
# mistake: The padding is assumed to be at the start (position < n - length), but the real tokens come first and the padding is at the end (position >= length).
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    ar = torch.arange(n, device=scores.device)
    padded = ar.unsqueeze(0) < (n - lengths).unsqueeze(1)      # (b, n)
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float("-inf")), dim=-1)
    w = w.nan_to_num(0.0)
    return w * (~padded)[:, None, :, None]

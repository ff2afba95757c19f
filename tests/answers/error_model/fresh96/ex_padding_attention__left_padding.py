# exercise: ex_padding_attention
# mistake: Assumed left padding (the last L positions are real, position < n - L is padding); here the real tokens come first and padding is position >= length. [cond: some sequence is shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    is_pad = idx[None, :] < (n - lengths)[:, None]
    w = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float('-inf')), dim=-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(is_pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: The two index patterns are swapped: the -inf fill uses [:, None, :, None] (query rows) and the zeroing uses [:, None, None, :] (key columns); the -inf mask must be on the keys (last axis) before the softmax. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    s = scores.masked_fill(is_pad[:, None, :, None], float("-inf"))
    w = torch.softmax(s, dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    w = w.masked_fill(is_pad[:, None, None, :], 0.0)
    return w

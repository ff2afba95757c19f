# exercise: ex_padding_attention
# mistake: Uses scores.masked_fill_ in place, which overwrites the caller's scores with -inf; mask a copy (masked_fill without underscore). [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    scores.masked_fill_(pad[:, None, None, :], float("-inf"))
    w = torch.softmax(scores, dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

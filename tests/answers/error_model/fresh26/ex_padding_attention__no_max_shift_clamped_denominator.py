# exercise: ex_padding_attention
# mistake: Wrote the masked softmax by hand as exp(scores)·keep / sum.clamp_min(1e-9) without subtracting the row max, so scores above ~88 overflow to inf and give NaN; subtract the max of the real scores first. [cond: scores larger than about 88]

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]  # (b, n)
    key_keep = keep[:, None, None, :].to(scores.dtype)
    e = torch.exp(scores) * key_keep
    denom = e.sum(dim=-1, keepdim=True).clamp_min(1e-9)  # avoid 0/0 for empty sequences
    w = e / denom
    return w * keep[:, None, :, None]

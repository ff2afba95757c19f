# exercise: ex_padding_attention
# mistake: Normalises with exp(scores) * keep / sum (to avoid the NaN of -inf) but without subtracting the row maximum, so large scores overflow to inf and give NaN; shift each row by its maximum (or use softmax with -inf and zero the NaN rows). [cond: large scores, about > 88 in float32]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]  # (b, n)
    keep = (real[:, None, :, None] & real[:, None, None, :]).to(scores.dtype)
    e = torch.exp(scores) * keep
    denom = e.sum(dim=-1, keepdim=True)
    denom = torch.where(denom == 0, torch.ones_like(denom), denom)
    return e / denom

# exercise: ex_padding_attention
# mistake: The learner wrote the masked softmax by hand as exp(scores) * keep / row total without subtracting the row maximum, so large scores overflow to inf and give NaN rows; the exponent needs the max shift (or use torch.softmax). [cond: only for scores above ~88 in float32]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    cols = torch.arange(n, device=scores.device)
    keep = cols[None, :] < lengths[:, None]                 # (b, n) real tokens
    key_keep = keep[:, None, None, :].to(scores.dtype)
    query_keep = keep[:, None, :, None].to(scores.dtype)
    e = torch.exp(scores) * key_keep
    row_total = e.sum(dim=-1, keepdim=True)
    w = e / row_total.clamp(min=1e-12)
    return w * query_keep

# exercise: ex_padding_attention
# mistake: The learner built the mask as (n, b) (positions × sequences) and turned it into (b, n) with reshape instead of a transpose, which scrambles which sequence each row belongs to; use .T (or build it as arange[None, :] >= lengths[:, None]). [cond: b > 1 with different lengths]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device)[:, None] >= lengths[None, :]   # (n, b)
    pad = pad.reshape(b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w

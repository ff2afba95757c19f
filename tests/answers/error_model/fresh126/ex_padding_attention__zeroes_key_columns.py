# exercise: ex_padding_attention
# mistake: To zero the padded queries it reuses the key-shaped mask [:, None, None, :], which zeroes columns (already zero) instead of the padded query rows; the rows need the mask indexed [:, None, :, None]. [cond: a sequence with 0 < length < n]
import torch


def attend_weights(scores, mask=None, causal=False, return_nan=False):
    if mask is not None:
        scores = scores.masked_fill(mask, float("-inf"))
    w = torch.softmax(scores, dim=-1)
    if not return_nan:
        w = torch.nan_to_num(w, nan=0.0)
    return w


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    is_pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.view(b, 1)
    m = is_pad[:, None, None, :]
    w = attend_weights(scores, mask=m)
    w = w.masked_fill(m, 0.0)  # padded queries -> 0
    return w

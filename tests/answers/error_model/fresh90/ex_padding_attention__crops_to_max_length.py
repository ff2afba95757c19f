# exercise: ex_padding_attention
# mistake: The learner cropped the scores to the longest real length (scores[..., :L, :L]) and returned a smaller tensor; the output must keep the full (b, h, n, n) shape, with zero rows and columns for padding. [cond: max(lengths) < n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max())
    scores = scores[..., :L, :L]       # nothing to do beyond the longest sequence
    pad = torch.arange(L, device=scores.device)[None, :] >= lengths[:, None]
    out = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    out = out.nan_to_num(0.0)
    out = out * (~pad)[:, None, :, None]
    return out

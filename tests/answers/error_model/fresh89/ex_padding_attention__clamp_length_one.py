# exercise: ex_padding_attention
# mistake: Lengths are clamped to at least 1 to avoid NaN, so a sequence of length 0 attends fully to its first (padded) key instead of having all-zero rows. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    L = lengths.clamp(min=1)     # never a fully-masked row
    pad = torch.arange(n, device=scores.device)[None, :] >= L[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)

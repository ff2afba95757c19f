# exercise: ex_padding_attention
# mistake: To avoid NaN the learner clamps the lengths to at least 1, so a sequence of length 0 is treated as having one real token and its first row attends to padding; length 0 must give all-zero weights. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths, min_len=1):
    n = scores.shape[-1]
    lengths = lengths.clamp(min=min_len)  # no empty rows -> no NaN
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)

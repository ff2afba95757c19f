# exercise: ex_padding_attention
# mistake: The learner built the padding mask with arange(lengths.max()) instead of arange(n); when every sequence is shorter than n the mask is too short and does not broadcast. [cond: when the longest sequence is shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    L = int(lengths.max())
    pad = torch.arange(L, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

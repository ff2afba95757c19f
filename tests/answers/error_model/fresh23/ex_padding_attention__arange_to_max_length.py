# exercise: ex_padding_attention
# mistake: Built the positions with arange(lengths.max()) instead of arange(n) (scores.size(-1)), so when every sequence is shorter than n the mask is too short to broadcast against the scores and the call raises. [cond: every length < n]
import torch


def ex_padding_attention(scores, lengths):
    pos = torch.arange(int(lengths.max()), device=scores.device)
    pad = pos[None, :] >= lengths[:, None]  # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)

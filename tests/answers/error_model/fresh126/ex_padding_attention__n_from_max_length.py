# exercise: ex_padding_attention
# mistake: Takes n as the longest real length, lengths.max(), instead of scores.shape[-1]; when every sequence is shorter than n the (b, max_len) mask does not broadcast against the scores and the call fails. [cond: all lengths < n]
import torch


def ex_padding_attention(scores, lengths):
    n = int(lengths.max())
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

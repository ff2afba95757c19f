# exercise: ex_padding_attention
# mistake: Numbers positions from 1 (arange(1, n + 1)), so position length - 1, the last real token, is also treated as padding; positions must start at 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(1, n + 1, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)

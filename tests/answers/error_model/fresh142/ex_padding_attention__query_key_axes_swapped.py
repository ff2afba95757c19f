# exercise: ex_padding_attention
# mistake: The learner puts the padding mask on the query axis ([:, None, :, None]) before the softmax and on the key axis ([:, None, None, :]) afterwards, the two indexings swapped, so real queries still attend to padded keys (and NaN rows are only cleared, not zeroed per query); keys need [:, None, None, :] before the softmax and queries [:, None, :, None] after it. [cond: only when some sequence is padded]
import torch
from torch import nn


class Masks(nn.ModuleDict):
    pass


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    before = pad[:, None, :, None]
    after = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(before, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(after, 0.0)

# exercise: ex_padding_attention
# mistake: Positions come from torch.arange(N_MAX) with N_MAX = 6 captured from the notebook instead of the scores' own n = scores.shape[-1], so other sequence lengths fail. [cond: n != 6]
import torch
from functools import partial

N_MAX = 6


def _attn(scores, lengths, n_max):
    pos = torch.arange(n_max, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(pad[:, None, :, None], 0.0)


ex_padding_attention = partial(_attn, n_max=N_MAX)

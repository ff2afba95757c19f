# exercise: ex_padding_attention
# mistake: The learner created the position tensor with torch.arange(n) on the CPU, which fails against lengths and scores on a GPU; it needs device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    pad = positions[None, :] >= lengths[:, None]
    out = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    out = out.nan_to_num(0.0)
    return out.masked_fill(pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: Creates the positions with torch.arange(n) on the CPU and compares them with lengths, which fails when lengths and scores are on a GPU; arange needs device=scores.device. [cond: inputs on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    padding = positions[None, :] >= lengths[:, None]
    att = torch.softmax(scores.masked_fill(padding[:, None, None, :], float('-inf')), dim=-1)
    att = att.nan_to_num(0.0)
    return att * (~padding)[:, None, :, None]

# exercise: ex_padding_attention
# mistake: To avoid an empty row the learner clamped every length to at least 1, so a sequence of length 0 keeps position 0 as a real token (weight 1 on itself); a length-0 sequence must give all-zero weights. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    safe = lengths.clamp(min=1)   # every node keeps at least one edge -> no NaN
    pad = torch.arange(n, device=scores.device)[None, :] >= safe[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    return w * (~pad)[:, None, :, None]

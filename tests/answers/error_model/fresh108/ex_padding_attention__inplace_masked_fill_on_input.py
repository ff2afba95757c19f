# exercise: ex_padding_attention
# mistake: Uses scores.masked_fill_ (in place), which writes -inf into the caller's scores tensor; the masking must be out of place (masked_fill).
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    scores.masked_fill_(pad[:, None, None, :], float("-inf"))
    w = torch.softmax(scores, dim=-1).nan_to_num(nan=0.0)
    return w * (~pad)[:, None, :, None]

# exercise: ex_padding_attention
# mistake: Creates the positions with torch.arange(n) on the CPU, so comparing with lengths and masking GPU scores fails; arange needs device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n) >= lengths[:, None]
    out = scores.masked_fill(pad[:, None, None, :], float('-inf'))
    out = torch.softmax(out, dim=-1)
    out[out != out] = 0.0
    out.masked_fill_(pad[:, None, :, None], 0.0)
    return out

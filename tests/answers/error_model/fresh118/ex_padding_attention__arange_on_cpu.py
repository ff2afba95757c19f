# exercise: ex_padding_attention
# mistake: Creates the position range with torch.arange(n) on the CPU, so comparing with lengths on a GPU fails; pass device=scores.device. [cond: on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n) >= lengths.unsqueeze(-1)
    neg = torch.finfo(scores.dtype).min
    w = scores.masked_fill(pad[:, None, None, :], neg).softmax(dim=-1)
    return w.masked_fill(pad[:, None, :, None], 0.0)

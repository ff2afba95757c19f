# exercise: ex_padding_attention
# mistake: Created the position tensor with torch.arange(n) on the CPU, which fails against lengths/scores on a GPU; it needs device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n) >= lengths.unsqueeze(1)    # (b, n)
    keymask = pad[:, None, None, :]
    out = torch.softmax(scores.masked_fill(keymask, float('-inf')), dim=-1)
    out = torch.where(torch.isnan(out), torch.zeros_like(out), out)
    return out.masked_fill(pad[:, None, :, None], 0.0)

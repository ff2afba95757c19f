# exercise: ex_padding_attention
# mistake: Creates the positions with torch.arange(n) on the CPU, so comparing them with lengths and masking scores on a GPU fails; create them with device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n).expand(b, n)
    pad = positions >= lengths.view(b, 1).cpu()
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], -float('inf')), dim=-1)
    w = torch.nan_to_num(w)
    return w.masked_fill(pad[:, None, :, None], 0)

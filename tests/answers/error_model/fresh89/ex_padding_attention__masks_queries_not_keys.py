# exercise: ex_padding_attention
# mistake: The padding mask is placed on the query axis ([:, None, :, None]) before the softmax, so real queries still attend to padded keys; before the softmax it must mask the keys ([:, None, None, :]).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device).expand(b, n)
    pad = pos >= lengths.view(b, 1)                   # (b, n)
    m = pad.view(b, 1, n, 1)
    w = torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w

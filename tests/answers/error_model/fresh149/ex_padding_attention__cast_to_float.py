# exercise: ex_padding_attention
# mistake: Converted the scores with .float() first, so float64 (or float16) input comes back as float32; the weights should keep the scores' dtype. [cond: scores not float32]
import torch


def ex_padding_attention(scores, lengths):
    s = scores.float()
    b, h, n, n2 = s.size()
    pad = torch.arange(n, device=s.device).expand(b, n) >= lengths.view(-1, 1)
    s = s.masked_fill(pad.view(b, 1, 1, n), float("-inf"))
    w = torch.softmax(s, dim=3)
    w[torch.isnan(w)] = 0.0
    w = w * (~pad).view(b, 1, n, 1)
    return w

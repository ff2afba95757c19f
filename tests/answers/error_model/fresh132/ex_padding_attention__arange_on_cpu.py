# exercise: ex_padding_attention
# mistake: The learner creates the position range with torch.arange(n) on the CPU, so comparing it with lengths on a GPU fails; it needs device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n).unsqueeze(0).repeat(b, 1)
    is_pad = positions >= lengths.view(b, 1)
    s = scores.masked_fill(is_pad.view(b, 1, 1, n), float("-inf"))
    w = torch.softmax(s, dim=-1)
    w = torch.where(w.isnan(), 0.0, w)
    w = w.masked_fill(is_pad.view(b, 1, n, 1), 0.0)
    return w

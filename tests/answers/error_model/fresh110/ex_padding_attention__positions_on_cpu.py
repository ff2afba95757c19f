# exercise: ex_padding_attention
# mistake: The learner created the positions with torch.arange(n) on the CPU, so comparing them with lengths on a GPU raises a device error; create them with device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n)
    pad = positions.unsqueeze(0) >= lengths.unsqueeze(-1)
    key_mask = pad.view(b, 1, 1, n)
    query_mask = pad.view(b, 1, n, 1)
    w = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(query_mask, 0.0)

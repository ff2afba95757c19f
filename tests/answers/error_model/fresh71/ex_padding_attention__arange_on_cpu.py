# exercise: ex_padding_attention
# mistake: Created the position tensor with torch.arange(n) on the CPU, so comparing it with lengths on a GPU fails; it needs device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    is_pad = positions.view(1, n) >= lengths.view(-1, 1)
    key_mask = is_pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w * (~is_pad)[:, None, :, None]

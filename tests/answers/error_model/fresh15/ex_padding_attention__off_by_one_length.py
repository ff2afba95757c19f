# exercise: ex_padding_attention
# mistake: Treats position `length` as the last real token (pos > length is padding), so one padded key and one padded query per sequence stay unmasked; with length L the real tokens are positions 0..L-1.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    pad = idx.view(1, n) > lengths.view(-1, 1)                      # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], -torch.inf), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

# exercise: ex_padding_attention
# mistake: Masks the padded keys and replaces NaN rows with 0, but never zeroes the rows of padded queries inside a non-empty sequence; those rows must be all 0 too. [cond: only when a non-empty sequence has padding]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] >= lengths[:, None]          # (b, n)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w

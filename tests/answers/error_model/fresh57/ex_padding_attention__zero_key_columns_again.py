# exercise: ex_padding_attention
# mistake: Zeroed the padded positions with the key-shaped mask [:, None, None, :] a second time, which zeroes the padded key columns (already 0) instead of the padded query rows; the query mask is [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    is_pad = pos.unsqueeze(0) >= lengths.unsqueeze(1)          # (b, n)
    w = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)    # empty rows -> 0
    w = w.masked_fill(is_pad[:, None, None, :], 0.0)          # padded rows -> 0
    return w

# exercise: ex_padding_attention
# mistake: Positions are counted from 1 with cumsum and compared with >= length, so the last real token of every sequence is treated as padding; with 1-based positions the padding test is position > length (or 0-based position >= length).
import torch
from torch import nn


class LengthMask(nn.Module):
    """(b,) lengths -> (b, n) True at padding"""

    def forward(self, lengths, n):
        positions = torch.ones(lengths.shape[0], n, device=lengths.device).cumsum(dim=-1)
        return positions >= lengths[:, None]


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = LengthMask()(lengths, n)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)

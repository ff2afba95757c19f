# exercise: ex_padding_attention
# mistake: To zero the rows of padded queries the learner reused the key layout [:, None, None, :], which zeroes padded key columns (already 0) and leaves padded query rows filled; it needs [:, None, :, None].
import torch
from torch import nn


class PaddingAttention(nn.Module):
    def __init__(self):
        super().__init__()
        self.softmax = nn.Softmax(dim=-1)

    def forward(self, scores, lengths):
        n = scores.shape[-1]
        pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
        key_mask = pad[:, None, None, :]
        w = self.softmax(scores.masked_fill(key_mask, float("-inf")))
        w = torch.nan_to_num(w, nan=0.0)
        w = w.masked_fill(key_mask, 0.0)   # padded rows -> 0
        return w


def ex_padding_attention(scores, lengths):
    return PaddingAttention()(scores, lengths)

# exercise: ex_padding_attention
# mistake: The learner ignored lengths and took a key as padding when its score column is all zero, which is not true for general scores; the padding mask must come from position >= lengths.
import torch
from torch import nn


class PaddingMaskFromScores(nn.Module):
    def forward(self, scores):
        # a padded key has no content -> score 0 for every query
        return (scores == 0).all(dim=-2)  # (b, h, n)


def ex_padding_attention(scores, lengths):
    key_pad = PaddingMaskFromScores()(scores)              # (b, h, n)
    w = torch.softmax(scores.masked_fill(key_pad[:, :, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w)
    w = w.masked_fill(key_pad[:, :, :, None], 0.0)
    return w

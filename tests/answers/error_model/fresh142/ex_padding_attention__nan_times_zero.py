# exercise: ex_padding_attention
# mistake: The learner multiplies the weights by a 0/1 query mask to clear padded query rows, expecting that to remove the NaN rows too, but NaN * 0 is still NaN, so a sequence of length 0 returns NaN; the NaN rows must be replaced (nan_to_num / masked_fill) rather than multiplied. [cond: only when some length is 0]
import torch
from torch import nn


class KeyPadding(nn.Module):
    def forward(self, scores, pad):
        return scores.masked_fill(pad[:, None, None, :], float("-inf"))


class QueryZero(nn.Module):
    def forward(self, weights, pad):
        keep = (~pad).to(weights.dtype)[:, None, :, None]
        return weights * keep


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    w = torch.softmax(KeyPadding()(scores, pad), dim=-1)
    return QueryZero()(w, pad)

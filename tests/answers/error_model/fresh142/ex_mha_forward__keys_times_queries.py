# exercise: ex_mha_forward
# mistake: The scores are computed as keys @ queries^T, i.e. the transpose of the score matrix (row = key, column = query), before the causal mask and the softmax over the last axis; they must be queries @ keys^T.
import torch
from torch import nn


class Heads(nn.Module):
    def __init__(self, h, hd):
        super().__init__()
        self.h, self.hd = h, hd

    def forward(self, t):
        b, n, _ = t.shape
        return t.view(b, n, self.h, self.hd).transpose(1, 2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    heads = Heads(mha.num_heads, mha.head_dim)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    scores = k @ q.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    out = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)

# exercise: ex_mha_forward
# mistake: The learner's softmax module is nn.Softmax(dim=1), which on the (b, h, n, n) scores normalises across the heads axis instead of over the keys (the last axis).
import torch
from torch import nn


class ScaledMaskedSoftmax(nn.Module):
    def __init__(self, head_dim):
        super().__init__()
        self.scale = head_dim ** -0.5
        self.softmax = nn.Softmax(dim=1)

    def forward(self, scores, mask):
        scores = scores.masked_fill(mask, float("-inf"))
        return self.softmax(scores * self.scale)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    attn = ScaledMaskedSoftmax(mha.head_dim)(q @ k.transpose(2, 3), mha.mask.bool()[:n, :n])
    attn = mha.dropout(attn)
    ctx = (attn @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)

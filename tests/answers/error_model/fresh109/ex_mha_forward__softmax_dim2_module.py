# exercise: ex_mha_forward
# mistake: The learner reused nn.Softmax(dim=2) from the 3D single-head code; with the 4D (b, h, n, n) scores, dim 2 is the query axis, so the weights are normalised over queries; it must be dim=-1 (the keys).
import torch
from torch import nn

softmax = nn.Softmax(dim=2)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores.masked_fill_(mha.mask.bool()[:n, :n], -torch.inf)
    w = softmax(scores / mha.head_dim ** 0.5)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)

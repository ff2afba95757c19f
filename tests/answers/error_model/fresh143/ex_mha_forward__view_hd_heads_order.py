# exercise: ex_mha_forward
# mistake: The projections are viewed as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so after transpose(1, 2) the "heads" are head_dim groups of strided features and the attention is computed over the wrong split.
import torch
import math


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hs = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, hs, nh).transpose(1, 2)
    K = mha.W_key(x).view(b, n, hs, nh).transpose(1, 2)
    V = mha.W_value(x).view(b, n, hs, nh).transpose(1, 2)
    S = Q @ K.transpose(2, 3)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = torch.softmax(S / math.sqrt(hs), dim=-1)
    A = mha.dropout(A)
    out = (A @ V).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)

# exercise: ex_mha_forward
# mistake: Split the heads with a single view(b, num_heads, n, head_dim) (reshape habit) instead of view(b, n, num_heads, head_dim).transpose(1, 2), so each 'head' mixes features of different tokens. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    sh = (b, mha.num_heads, n, mha.head_dim)
    Q = mha.W_query(x).view(sh)
    K = mha.W_key(x).view(sh)
    V = mha.W_value(x).view(sh)
    S = Q @ K.transpose(-2, -1)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    A = torch.softmax(S / mha.head_dim ** 0.5, dim=-1)
    A = mha.dropout(A)
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)

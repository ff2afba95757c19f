# exercise: ex_mha_forward
# mistake: Splits the projections with view(b, num_heads, n, head_dim) directly, which cuts the token-major memory into wrong pieces instead of view(b, n, num_heads, head_dim).transpose(1, 2); the merge back is the matching reshape, so the heads mix tokens. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, mha.num_heads, n, mha.head_dim)
    k = mha.W_key(x).view(b, mha.num_heads, n, mha.head_dim)
    v = mha.W_value(x).view(b, mha.num_heads, n, mha.head_dim)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    a = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    a = mha.dropout(a)
    z = (a @ v).reshape(b, n, mha.d_out)
    return mha.out_proj(z)

# exercise: ex_mha_forward
# mistake: Wrote Q Kᵀ as queries @ keys.T, but .T on the 4-D (b, h, n, hd) keys reverses all four axes, so the matmul fails; transpose only the last two axes, keys.transpose(2, 3).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    K = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    V = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    S = Q @ K.T / mha.head_dim ** 0.5           # Q K^T / sqrt(d_k)
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = mha.dropout(torch.softmax(S, dim=-1))
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)

# exercise: ex_mha_forward
# mistake: Computes the scores as keys @ queriesᵀ, i.e. ω[j, i] instead of ω[i, j], so after masking each query row holds the scores of other queries; scores are queries @ keysᵀ.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    K = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    V = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    omega = K @ Q.transpose(-2, -1)
    omega = omega.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    alpha = torch.softmax(omega / mha.head_dim ** 0.5, dim=-1)
    alpha = mha.dropout(alpha)
    Z = (alpha @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)

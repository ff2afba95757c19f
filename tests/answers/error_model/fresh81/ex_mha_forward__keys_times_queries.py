# exercise: ex_mha_forward
# mistake: Computed the scores as K Qᵀ (entry [i, j] = k_i · q_j) instead of Q Kᵀ, so the causal mask and softmax act on the transposed score matrix.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def to_heads(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    Q = to_heads(mha.W_query(x))
    K = to_heads(mha.W_key(x))
    V = to_heads(mha.W_value(x))
    omega = K @ Q.transpose(2, 3)  # omega_ij = k_i q_j
    omega = omega.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    alpha = torch.softmax(omega / (mha.head_dim ** 0.5), dim=-1)
    alpha = mha.dropout(alpha)
    Z = alpha @ V
    return mha.out_proj(Z.transpose(1, 2).reshape(b, n, mha.d_out))

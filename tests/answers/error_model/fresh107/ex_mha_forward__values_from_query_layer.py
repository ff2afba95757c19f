# exercise: ex_mha_forward
# mistake: Projects the values with mha.W_query instead of mha.W_value (copy-paste of the query line), so the weights mix the query vectors; the values come from W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, nh, hd).transpose(1, 2)
    V = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    S = torch.einsum("bhqd,bhkd->bhqk", Q, K) / hd ** 0.5
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = mha.dropout(torch.softmax(S, dim=-1))
    Z = torch.einsum("bhqk,bhkd->bhqd", A, V)
    return mha.out_proj(Z.transpose(1, 2).reshape(b, n, nh * hd))

# exercise: ex_mha_forward
# mistake: The learner merged the heads with (weights @ values).reshape(b, n, d_out) without transposing back to (b, n, h, hd), mixing tokens and heads. [cond: num_heads > 1 or n > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    K = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    V = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    E = Q @ K.transpose(2, 3)
    E = E.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    A = torch.softmax(E / D ** 0.5, dim=-1)
    A = mha.dropout(A)
    Z = (A @ V).reshape(b, n, mha.d_out)
    return mha.out_proj(Z)

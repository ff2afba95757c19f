# exercise: ex_mha_forward
# mistake: Merged the heads with (weights @ values).reshape(b, n, d_out) without transposing heads and tokens back first, which scrambles tokens and heads; it needs transpose(1, 2) before the reshape. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q, k, v = (l(x).view(b, n, H, D).transpose(1, 2) for l in (mha.W_query, mha.W_key, mha.W_value))
    w = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(w / D ** 0.5, dim=-1))
    return mha.out_proj((w @ v).reshape(b, n, mha.d_out))

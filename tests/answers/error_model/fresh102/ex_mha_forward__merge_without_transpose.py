# exercise: ex_mha_forward
# mistake: The learner merged weights @ values with .contiguous().view(b, n, d_out) without transposing back first, so tokens and heads are mixed; transpose(1, 2) before merging. [cond: only for num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    ctx = (w @ v).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)

# exercise: ex_mha_forward
# mistake: "Scaled by √head_dim" is read as multiplying the scores by √head_dim; they must be divided by it.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    shape = (b, n, mha.num_heads, mha.head_dim)
    Q = mha.W_query(x).reshape(shape).transpose(1, 2)
    K = mha.W_key(x).reshape(shape).transpose(1, 2)
    V = mha.W_value(x).reshape(shape).transpose(1, 2)
    S = Q @ K.transpose(2, 3) * mha.head_dim ** 0.5
    S = S.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    A = mha.dropout(S.softmax(dim=-1))
    out = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(out)

# exercise: ex_mha_forward
# mistake: Unflattened the features as (head_dim, num_heads) instead of (num_heads, head_dim), so each "head" is a strided set of features and the attention runs over the wrong groups; split as (num_heads, head_dim).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.unflatten(-1, (mha.head_dim, mha.num_heads)).transpose(1, 2)
    q, k, v = (split(layer(x)) for layer in (mha.W_query, mha.W_key, mha.W_value))
    s = (q @ k.mT) / mha.head_dim ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(s.softmax(dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, -1)
    return mha.out_proj(ctx)

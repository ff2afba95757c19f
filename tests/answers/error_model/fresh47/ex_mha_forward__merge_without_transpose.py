# exercise: ex_mha_forward
# mistake: The learner merges weights @ values with .reshape(b, n, d_out) straight from (b, h, n, hd), mixing heads and tokens; transpose(1, 2) back before merging. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q, k, v = (f(x).unflatten(-1, (h, hd)).transpose(1, 2) for f in (mha.W_query, mha.W_key, mha.W_value))
    s = (q @ k.mT / hd ** 0.5).masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    return mha.out_proj((mha.dropout(s.softmax(-1)) @ v).reshape(b, n, mha.d_out))

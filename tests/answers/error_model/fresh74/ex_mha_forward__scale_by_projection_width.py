# exercise: ex_mha_forward
# mistake: The learner takes the scaling size from keys.shape[-1] of the projected keys before splitting into heads, i.e. sqrt(d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries, keys, values = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    d_k = keys.shape[-1]

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    queries, keys, values = split(queries), split(keys), split(values)
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores / d_k ** 0.5, dim=-1))
    ctx = (weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)

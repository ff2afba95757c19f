# exercise: ex_mha_forward
# mistake: Takes the scale from keys.shape[-1] before the keys are split into heads, i.e. sqrt(d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries, keys, values = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    d_k = keys.shape[-1]
    q = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = q @ k.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = torch.softmax(scores / d_k ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)

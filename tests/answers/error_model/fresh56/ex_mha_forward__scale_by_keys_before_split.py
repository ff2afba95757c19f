# exercise: ex_mha_forward
# mistake: The learner takes the scaling from keys.shape[-1] of the keys before the head split, which is d_out, so scores are divided by sqrt(d_out) instead of sqrt(head_dim). [cond: only when num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    d_k = keys.shape[-1]
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    att = queries @ keys.transpose(2, 3)
    att = att.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    att = torch.softmax(att / d_k ** 0.5, dim=-1)
    att = mha.dropout(att)
    ctx = (att @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)

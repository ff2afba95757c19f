# exercise: ex_mha_forward
# mistake: Scaled twice: divided the queries by sqrt(head_dim) and then the scores again by sqrt(head_dim), so the scores are divided by head_dim; they should be scaled once. [cond: head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    d_k = mha.head_dim
    queries = mha.W_query(x) / d_k**0.5
    keys = mha.W_key(x)
    values = mha.W_value(x)
    queries = queries.view(b, n, mha.num_heads, d_k).transpose(1, 2)
    keys = keys.view(b, n, mha.num_heads, d_k).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, d_k).transpose(1, 2)

    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / d_k**0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)

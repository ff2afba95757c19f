# exercise: ex_mha_forward
# mistake: Unpacked the projections as queries, keys, values = W_key(x), W_query(x), W_value(x) (the book's keys-first order), so the scores are K·Qᵀ, the transpose of Q·Kᵀ, before the causal mask.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries, keys, values = mha.W_key(x), mha.W_query(x), mha.W_value(x)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)

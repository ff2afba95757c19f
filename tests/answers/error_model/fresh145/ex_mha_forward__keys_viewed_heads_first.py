# exercise: ex_mha_forward
# mistake: The keys are split with view(b, num_heads, n, head_dim) directly instead of view(b, n, num_heads, head_dim).transpose(1, 2) like the queries and values, so each "head" of keys mixes features of different tokens. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim)
    queries = queries.transpose(1, 2)
    keys = mha.W_key(x)
    keys = keys.view(b, mha.num_heads, n, mha.head_dim)
    values = mha.W_value(x)
    values = values.view(b, n, mha.num_heads, mha.head_dim)
    values = values.transpose(1, 2)
    print(queries.shape, keys.shape, values.shape)
    attention_scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    attention_scores = attention_scores.masked_fill(mask_bool, -torch.inf)
    attention_weights = torch.softmax(attention_scores / mha.head_dim ** 0.5, dim=-1)
    attention_weights = mha.dropout(attention_weights)
    context = attention_weights @ values
    context = context.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)

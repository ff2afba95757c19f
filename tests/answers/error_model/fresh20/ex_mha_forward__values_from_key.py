# exercise: ex_mha_forward
# mistake: Copy-paste slip: the values are projected with mha.W_key instead of mha.W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x)
    keys = mha.W_key(x)
    values = mha.W_key(x)

    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1] ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context_vec)

# exercise: ex_mha_forward
# mistake: Applied out_proj to the values before the attention instead of to the merged context vectors; out_proj mixes the heads' features (and adds its bias) so it must come after the merge.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x)
    keys = mha.W_key(x)
    values = mha.out_proj(mha.W_value(x))  # project the values

    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim**0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return context_vec

# exercise: ex_mha_forward
# mistake: Computes the scores as K Qᵀ (keys on the rows, thinking of queries as column vectors), so entry (i, j) is key i with query j, and the mask and softmax over the last axis then act on the transposed matrix; scores are Q Kᵀ with the queries on the rows.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_value(x))
    attn_scores = keys @ queries.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)

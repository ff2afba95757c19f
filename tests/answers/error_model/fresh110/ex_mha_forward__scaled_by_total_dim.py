# exercise: ex_mha_forward
# mistake: The learner took the key size for the scaling from the projected keys before the head split (keys.shape[-1] = d_out), so the scores are divided by √d_out instead of √head_dim. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    d_k = keys.shape[-1]

    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)

    keys, queries, values = split(keys), split(queries), split(values)
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn = torch.softmax(scores / d_k ** 0.5, dim=-1)
    attn = mha.dropout(attn)
    ctx = (attn @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)

# exercise: ex_mha_forward
# mistake: Scaled the scores by √d_out (keys.shape[-1] read before the split, as in CausalAttention) instead of by √head_dim. [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys = mha.W_key(x)
    queries = mha.W_query(x)
    values = mha.W_value(x)
    scale = keys.shape[-1] ** 0.5
    keys = keys.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    queries = queries.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = values.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = torch.softmax(scores / scale, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)

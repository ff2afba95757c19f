# exercise: ex_mha_forward
# mistake: Reads d_k = keys.shape[-1] before the keys are split into heads, so the scores are scaled by √d_out instead of √head_dim. [cond: num_heads > 1]
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

    scores = queries @ keys.transpose(2, 3)
    mask_bool = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(mask_bool, -torch.inf)
    weights = torch.softmax(scores / d_k ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)

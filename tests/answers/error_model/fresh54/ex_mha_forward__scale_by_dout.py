# exercise: ex_mha_forward
# mistake: The learner scales the scores by sqrt(keys.shape[-1]) taken before the heads are split, i.e. sqrt(d_out); the scale is sqrt(head_dim).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    keys, queries, values = mha.W_key(x), mha.W_query(x), mha.W_value(x)
    d_k = keys.shape[-1]
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys, queries, values = split(keys), split(queries), split(values)
    scores = queries @ keys.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = torch.softmax(scores / d_k ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    ctx = (weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)

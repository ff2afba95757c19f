# exercise: ex_mha_forward
# mistake: Computes the keys with mha.W_query instead of mha.W_key (a copy-paste slip), so the scores are q·qᵀ.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    nh, hd = mha.num_heads, mha.head_dim

    queries = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    keys = mha.W_query(x).view(b, n, nh, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, nh, hd).transpose(1, 2)

    scores = torch.matmul(queries, keys.transpose(2, 3))
    future = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(future, float("-inf"))
    weights = torch.softmax(scores / hd ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = torch.matmul(weights, values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(context)

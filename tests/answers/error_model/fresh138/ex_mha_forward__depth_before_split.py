# exercise: ex_mha_forward
# mistake: The learner read depth = query.shape[-1] from the projected queries before splitting them into heads, so the scores are scaled by √d_out instead of √head_dim. [cond: num_heads > 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    query = mha.W_query(x)
    key = mha.W_key(x)
    value = mha.W_value(x)
    depth = query.shape[-1]
    query = query.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    key = key.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    value = value.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = query @ key.transpose(2, 3)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    weights = torch.softmax(scores / depth ** 0.5, dim=-1)
    weights = mha.dropout(weights)
    context = (weights @ value).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)

# exercise: ex_mha_forward
# mistake: Copy-paste slip: the keys are computed with mha.W_query instead of mha.W_key, so the scores are queries against queries.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    num_heads = mha.num_heads
    head_dim = mha.head_dim
    queries_projected = mha.W_query(x).view(b, n, num_heads, head_dim).transpose(1, 2)
    keys_projected = mha.W_query(x).view(b, n, num_heads, head_dim).transpose(1, 2)
    values_projected = mha.W_value(x).view(b, n, num_heads, head_dim).transpose(1, 2)
    scores = torch.matmul(queries_projected, keys_projected.transpose(2, 3))
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    weights = torch.softmax(scores / (head_dim ** 0.5), dim=-1)
    weights = mha.dropout(weights)
    context = torch.matmul(weights, values_projected)
    context = context.transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)

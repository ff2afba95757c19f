# exercise: ex_mha_forward
# mistake: The scores are scaled by √d_in (the size of x's last axis, from a tutorial where d_in = d_model) instead of √head_dim. [cond: d_in != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, d_model = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = torch.matmul(queries, keys.transpose(-2, -1)) / (d_model ** 0.5)
    causal = mha.mask.bool()[:n, :n]
    scores = scores.masked_fill(causal, float("-inf"))
    attn = mha.dropout(torch.softmax(scores, dim=-1))
    ctx = torch.matmul(attn, values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)

# exercise: ex_mha_forward
# mistake: Scales the scores by the square root of the key layer's weight.shape[-1], which is d_in, instead of √head_dim. [cond: d_in != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    x = x.to(mha.W_query.weight.device)
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    d_k = mha.W_key.weight.shape[-1]
    scores = q @ k.transpose(-2, -1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / d_k ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)

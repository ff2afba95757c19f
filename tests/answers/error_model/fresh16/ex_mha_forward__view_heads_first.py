# exercise: ex_mha_forward
# mistake: Queries, keys and values are split with .view(b, num_heads, n, head_dim) directly (no transpose), so each "head" is a block of rows mixing tokens and features and the causal mask applies to fake positions; it must be .view(b, n, num_heads, head_dim).transpose(1, 2), merged back with transpose(1, 2). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, h, n, hd)
    k = mha.W_key(x).view(b, h, n, hd)
    v = mha.W_value(x).view(b, h, n, hd)
    s = (q @ k.transpose(-2, -1)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    a = mha.dropout(torch.softmax(s / hd ** 0.5, dim=-1))
    return mha.out_proj((a @ v).reshape(b, n, mha.d_out))

# exercise: ex_mha_forward
# mistake: The split views the projections as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so after the transpose there are head_dim "heads" built from strided features; view as (b, n, num_heads, head_dim), then transpose(1, 2).
# mistake_zh: 拆分时把投影 view 成了 (b, n, head_dim, num_heads)，而不是 (b, n, num_heads, head_dim)，转置之后得到的是由间隔特征组成的 head_dim 个“头”；应 view 成 (b, n, num_heads, head_dim)，再 transpose(1, 2)。
# keywords: view, num_heads, head_dim, order, swapped
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    # (b, n, d_out) -> (b, n, head_dim, num_heads) -> (b, head_dim, n, num_heads)
    q = mha.W_query(x).view(b, n, mha.head_dim, mha.num_heads).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.head_dim, mha.num_heads).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.head_dim, mha.num_heads).transpose(1, 2)
    s = q @ k.transpose(2, 3) / mha.head_dim ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(s.softmax(dim=-1))
    ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)

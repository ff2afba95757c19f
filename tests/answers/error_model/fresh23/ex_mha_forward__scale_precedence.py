# exercise: ex_mha_forward
# mistake: Wrote s / mha.head_dim*0.5, which Python reads as (s / head_dim) * 0.5, dividing by 2·head_dim instead of by √head_dim (s / head_dim**0.5).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = (f(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
               for f in (mha.W_query, mha.W_key, mha.W_value))
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s / mha.head_dim*0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))

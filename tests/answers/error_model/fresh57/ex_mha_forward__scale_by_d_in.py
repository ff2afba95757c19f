# exercise: ex_mha_forward
# mistake: Scaled the scores by the square root of the input dimension x.shape[-1] (d_in) instead of sqrt(head_dim). [cond: d_in != head_dim]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    d = x.shape[-1]
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.transpose(-2, -1) / d ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    a = mha.dropout(torch.softmax(s, dim=-1))
    ctx = (a @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)

# exercise: ex_mha_forward
# mistake: Took the scale from k.shape[-1] before k was split into heads, so scores are divided by sqrt(d_out) instead of sqrt(head_dim). [cond: num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    s = k.shape[-1] ** 0.5
    q, k, v = [t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2) for t in (q, k, v)]
    a = q @ k.transpose(2, 3)
    a = a.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    a = mha.dropout(torch.softmax(a / s, dim=-1))
    return mha.out_proj((a @ v).transpose(1, 2).reshape(b, n, mha.d_out))

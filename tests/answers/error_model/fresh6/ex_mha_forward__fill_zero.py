# exercise: ex_mha_forward
# mistake: Filled the future scores with 0 instead of -inf, so after the softmax every query still gives weight exp(0) to each later key. Masked scores must be -inf (or a very negative number) before the softmax.
# mistake_zh: 把未来位置的分数填成了 0 而不是 -inf，于是 softmax 之后每个查询仍然给每个后面的键 exp(0) 的权重。被屏蔽的分数在 softmax 之前必须是 -inf（或非常大的负数）。
# keywords: -inf, fill value, zero, future, softmax
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)
    k = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    s = q @ k.transpose(-2, -1) / D ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], 0.0)   # 把未来的位置清零
    a = mha.dropout(torch.softmax(s, dim=-1))
    out = (a @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)

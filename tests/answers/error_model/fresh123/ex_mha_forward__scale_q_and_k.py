# exercise: ex_mha_forward
# mistake: Scales both the queries and the keys by 1/sqrt(head_dim) before the dot product, so the scores are divided by head_dim instead of sqrt(head_dim). [cond: head_dim != 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    scale = hd ** -0.5
    q = (mha.W_query(x) * scale).view(b, n, h, hd).transpose(1, 2)
    k = (mha.W_key(x) * scale).view(b, n, h, hd).transpose(1, 2)   # symmetric scaling
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = q @ k.mT
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = mha.dropout(torch.softmax(s, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, h * hd))

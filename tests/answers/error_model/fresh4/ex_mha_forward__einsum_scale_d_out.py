# exercise: ex_mha_forward
# mistake: The scores are divided by √d_out, the width of all heads together; each head's scores must be scaled by √head_dim, the length of that head's query and key vectors.
# mistake_zh: 分数除以的是 √d_out，即所有头合起来的宽度；每个头的分数应除以 √head_dim，也就是该头查询和键向量的长度。
# keywords: head_dim, d_out, scale, sqrt, per head
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd)
    k = mha.W_key(x).view(b, n, h, hd)
    v = mha.W_value(x).view(b, n, h, hd)
    s = torch.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(mha.d_out)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=-1))
    ctx = torch.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx)

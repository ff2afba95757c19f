# exercise: ex_mha_forward
# mistake: The scores are scaled by √d_out, the size of all heads together; each head's scores must be scaled by √head_dim.
# mistake_zh: 得分按 √d_out（所有头的总维度）缩放了；每个头的得分应按 √head_dim 缩放。
# keywords: scale, head_dim, d_out, sqrt, heads

import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, D)
    k = mha.W_key(x).view(b, n, H, D)
    v = mha.W_value(x).view(b, n, H, D)
    s = torch.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(mha.d_out)
    s = s.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    a = mha.dropout(s.softmax(dim=-1))
    ctx = torch.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, n, H * D)
    return mha.out_proj(ctx)

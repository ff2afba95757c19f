# exercise: ex_mha_forward
# mistake: The softmax runs over dim=2 (the query axis of (b, h, n, n)) instead of the keys, the last axis; it must be dim=-1 (= 3).
# mistake_zh: softmax 沿 dim=2（(b, h, n, n) 中的查询轴）计算，而不是沿键轴（最后一轴）；应为 dim=-1（即 3）。
# keywords: softmax, dim=-1, keys, axis
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)   # (b, h, n, hd)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = torch.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(hd)
    s = s.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    w = mha.dropout(torch.softmax(s, dim=2))
    out = torch.einsum("bhqk,bhkd->bqhd", w, v).reshape(b, n, mha.d_out)
    return mha.out_proj(out)

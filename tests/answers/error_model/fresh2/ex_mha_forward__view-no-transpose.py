# exercise: ex_mha_forward
# mistake: The heads are split with view(b, num_heads, n, head_dim), which mixes features of different tokens; view as (b, n, num_heads, head_dim) and then transpose(1, 2) (and transpose back before merging).
# mistake_zh: 用 view(b, num_heads, n, head_dim) 拆分头，会把不同 token 的特征混在一起；应先 view 成 (b, n, num_heads, head_dim)，再 transpose(1, 2)（合并前再转置回来）。
# keywords: view, transpose, heads, tokens, split

import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    shape = (b, mha.num_heads, n, mha.head_dim)
    queries = mha.W_query(x).view(shape)       # (b, h, n, hd) directly
    keys = mha.W_key(x).view(shape)
    values = mha.W_value(x).view(shape)
    scores = queries @ keys.transpose(-2, -1) / math.sqrt(mha.head_dim)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    context = (weights @ values).reshape(b, n, mha.d_out)
    return mha.out_proj(context)

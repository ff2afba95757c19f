# exercise: ex_split_merge
# mistake: The split reshapes (b, n, d) straight to (b, h, n, hd), which mixes features of different tokens into one head; view as (b, n, h, hd) first, then transpose(1, 2).
# mistake_zh: 拆分时把 (b, n, d) 直接 reshape 成 (b, h, n, hd)，会把不同 token 的特征混进同一个头；应先 view 成 (b, n, h, hd)，再 transpose(1, 2)。
# keywords: reshape, view, transpose, heads, tokens

import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged

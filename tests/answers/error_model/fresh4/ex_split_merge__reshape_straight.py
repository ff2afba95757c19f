# exercise: ex_split_merge
# mistake: The split reshapes (b, n, d) straight to (b, num_heads, n, hd), which mixes features of different tokens into one head; view as (b, n, num_heads, hd) first, then transpose(1, 2).
# mistake_zh: 拆分时把 (b, n, d) 直接 reshape 成 (b, num_heads, n, hd)，会把不同词元的特征混进同一个头；应先 view 成 (b, n, num_heads, hd)，再 transpose(1, 2)。
# keywords: reshape, transpose, view, tokens, mixes
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, num_heads, n, hd)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return heads, merged

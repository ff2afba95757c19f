# exercise: ex_split_merge
# mistake: Merges with context.reshape(b, n, -1) without transposing back first, which mixes tokens and heads; it needs transpose(1, 2) before the reshape. [cond: num_heads > 1]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # 拆分
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # 合并
    merged = context.reshape(b, n, num_heads * hd)
    return heads, merged

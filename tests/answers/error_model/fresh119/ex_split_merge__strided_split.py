# exercise: ex_split_merge
# mistake: Splits with view(b, n, hd, h) and a permute, so head i gets every h-th feature instead of the contiguous block [i·hd, (i+1)·hd). [cond: num_heads > 1]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # 1. 拆成 (b, n, hd, h)
    t = x.view(b, n, hd, num_heads)
    # 2. 调整成 (b, h, n, hd)
    heads = t.permute(0, 3, 1, 2)
    # 3. 合并
    merged = context.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged

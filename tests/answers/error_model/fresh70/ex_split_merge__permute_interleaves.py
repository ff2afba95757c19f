# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), which puts the head axis last, so the merged features are interleaved (hd, h) instead of head i occupying [i·hd, (i+1)·hd); transpose(1, 2) back to (b, n, h, hd) before merging.
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # 拆分: (b, n, d) -> (b, n, h, hd) -> (b, h, n, hd)
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # 合并: 把头的维度移到后面, 再展平
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged

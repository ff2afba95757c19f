# exercise: ex_split_merge
# mistake: The learner split the features as (head_dim, num_heads), i.e. einops "b n (hd h) -> b h n hd", so head i gets every num_heads-th feature instead of the block [i·hd, (i+1)·hd). Split as (num_heads, head_dim): view(b, n, num_heads, hd).transpose(1, 2).
# mistake_zh: 学习者按 (head_dim, num_heads) 拆分特征，即 einops 的 "b n (hd h) -> b h n hd"，于是第 i 个头拿到的是每隔 num_heads 个取一个的特征，而不是连续块 [i·hd, (i+1)·hd)。应按 (num_heads, head_dim) 拆分：view(b, n, num_heads, hd).transpose(1, 2)。
# keywords: split order, num_heads, head_dim, view, contiguous block
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # einops: rearrange(x, "b n (hd h) -> b h n hd")
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, num_heads * hd)
    return heads, merged

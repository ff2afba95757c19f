# exercise: ex_split_merge
# mistake: Merged with context.reshape(b, n, h·hd) without first moving the head axis behind the tokens, so features of different tokens are mixed; use context.transpose(1, 2).reshape(b, n, h·hd). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(0, 2, 1, 3)
    # 合并回去
    merged = context.reshape(b, n, num_heads * hd)
    return heads, merged

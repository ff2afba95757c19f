# exercise: ex_split_merge
# mistake: Split by reshaping straight to (b, num_heads, n, -1) without a transpose, which has the right shape but cuts the flat memory into blocks across tokens; view as (b, n, h, hd) and then transpose(1, 2).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, num_heads, n, -1)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged

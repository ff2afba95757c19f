# exercise: ex_split_merge
# mistake: context.transpose(1, 2).view(...) raised "view size is not compatible", and the fix dropped the transpose (context.view(b, n, -1)), which mixes tokens and heads; it needs context.transpose(1, 2).reshape(b, n, num_heads·hd) (or .contiguous().view). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    # merged = context.transpose(1, 2).view(b, n, -1)   # RuntimeError: view size is not compatible ...
    merged = context.view(b, n, -1)
    return heads, merged

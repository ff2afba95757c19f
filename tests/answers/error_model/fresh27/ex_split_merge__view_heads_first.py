# exercise: ex_split_merge
# mistake: Split with x.view(b, num_heads, n, hd) directly, which cuts the flat memory into blocks of tokens rather than taking a feature slice of every token; split the feature axis first, view(b, n, h, hd), then transpose(1, 2). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, num_heads, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged

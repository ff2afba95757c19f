# exercise: ex_split_merge
# mistake: Calls .float() on both results, which silently turns float64 (or half) inputs into float32; splitting and merging must keep the inputs' dtype. [cond: only for inputs that are not float32]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2).float()
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd).float()
    return heads, merged

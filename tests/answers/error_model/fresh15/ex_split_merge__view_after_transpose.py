# exercise: ex_split_merge
# mistake: Merges with context.transpose(1, 2).view(b, n, -1) without .contiguous(); the transposed fresh tensor is not contiguous, so .view raises "view size is not compatible with input tensor's size and stride" (needs .contiguous().view or .reshape).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, -1)
    return heads, merged

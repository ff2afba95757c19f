# exercise: ex_split_merge
# mistake: Builds the heads with as_strided using strides computed for a contiguous x and ignoring x's own strides and offset, so a non-contiguous x (a slice or transposed tensor) gives wrong heads; use view/reshape or x.stride(). [cond: x is not contiguous]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.as_strided((b, num_heads, n, hd), (n * d, hd, d, 1))
    merged = context.transpose(1, 2).flatten(2)
    return heads, merged

# exercise: ex_split_merge
# mistake: Called .contiguous() before transpose(1, 2) instead of after, so the following .view still gets a non-contiguous tensor and raises; contiguous() must come after the transpose (or use reshape). [cond: num_heads > 1 and n > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.contiguous().transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged

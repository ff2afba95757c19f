# exercise: ex_split_merge
# mistake: The split reshapes to (b, n, hd, num_heads) and permutes, so head i gets the strided features i, i+h, i+2h, … instead of the contiguous block [i·hd, (i+1)·hd); it must view(b, n, num_heads, hd).transpose(1, 2). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)  # (b, h, n, hd)
    merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return heads, merged

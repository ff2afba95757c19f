# exercise: ex_split_merge
# mistake: The split reshapes to (b, n, hd, num_heads) and permutes the last axis to the front, so head i gets the strided features i, i+h, i+2h, … instead of the contiguous block [i·hd, (i+1)·hd); view to (b, n, num_heads, hd) then transpose(1, 2). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)
    merged = context.transpose(1, 2).reshape(b, n, -1)
    return heads, merged

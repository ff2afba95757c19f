# exercise: ex_split_merge
# mistake: The learner factored d as (hd, num_heads) in the view, so head i gets the strided features i, i + h, i + 2h, ... instead of the contiguous block [i*hd, (i+1)*hd) (and the merge interleaves them the same way). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # feature index f = k * num_heads + i   (head i, component k)
    heads = x.reshape(b, n, hd, num_heads).permute(0, 3, 1, 2)  # (b, h, n, hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, hd * num_heads)
    return heads, merged

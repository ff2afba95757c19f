# exercise: ex_split_merge
# mistake: The merge uses permute(0, 2, 3, 1), which orders the features as (hd, heads) so the heads are interleaved feature by feature; head i must occupy the block [i*hd, (i+1)*hd), i.e. permute(0, 2, 1, 3) / transpose(1, 2) before merging. [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged

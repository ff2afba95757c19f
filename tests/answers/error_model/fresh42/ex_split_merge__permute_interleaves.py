# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1) (to (b, n, hd, h)) before the reshape, which interleaves the heads feature by feature; head i must occupy features [i·hd, (i+1)·hd), i.e. permute(0, 2, 1, 3).
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, hd, h) -> (b, n, h*hd)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, num_heads * hd)
    return heads, merged

# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), i.e. (b, n, hd, h), before flattening, which interleaves the heads feature by feature; the merge must bring the axes to (b, n, h, hd) with transpose(1, 2) so head i lands in features [i·hd, (i+1)·hd). [cond: num_heads > 1 and hd > 1]
import numpy as np
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    # np.transpose(ctx, (0, 2, 3, 1)) style
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged

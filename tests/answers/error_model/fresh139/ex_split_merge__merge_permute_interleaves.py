# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1) so the flattened features are ordered (hd, h) and the heads are interleaved; the merge must be ordered (h, hd), i.e. permute(0, 2, 1, 3) / transpose(1, 2). [cond: num_heads > 1 and head_dim > 1]
import torch

SPLIT_ORDER = (0, 2, 1, 3)
MERGE_ORDER = (0, 2, 3, 1)

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).permute(*SPLIT_ORDER)
    merged = context.permute(*MERGE_ORDER).reshape(b, n, -1)
    return heads, merged

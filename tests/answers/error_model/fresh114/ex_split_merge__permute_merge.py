# exercise: ex_split_merge
# mistake: Merges with permute(0, 2, 3, 1), giving (b, n, hd, h) before flattening, so features of the heads are interleaved; the merge must be transpose(1, 2) to (b, n, h, hd) then reshape. [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).transpose(1, 2)
    # (b, h, n, hd) -> (b, n, ., .) -> flatten the last two
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner merges with context.permute(0, 2, 3, 1).reshape(b, n, -1), putting the head axis last so the features of the heads are interleaved; head i must occupy the block [i*hd, (i+1)*hd), i.e. permute(0, 2, 1, 3). [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged

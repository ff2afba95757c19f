# exercise: ex_split_merge
# mistake: The learner merged the heads with torch.cat over the head axis in reversed order (iterating heads from last to first, a leftover from a debugging loop), so head i ends in the wrong feature block; head i must occupy features [i·hd, (i+1)·hd). [cond: num_heads > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    blocks = [context[:, i] for i in reversed(range(num_heads))]
    merged = torch.cat(blocks, dim=-1)
    return heads, merged

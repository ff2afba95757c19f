# exercise: ex_split_merge
# mistake: The learner merges by stacking the heads on a new last axis (b, n, hd, h) and reshaping, which interleaves the heads' features; head i must be in the block [i·hd, (i+1)·hd), e.g. stack on axis -2 or transpose(1, 2) then reshape. [cond: only when num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    per_head = [context[:, i] for i in range(num_heads)]   # each (b, n, hd)
    merged = torch.stack(per_head, dim=-1).reshape(b, n, num_heads * hd)
    return heads, merged

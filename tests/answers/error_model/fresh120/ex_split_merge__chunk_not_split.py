# exercise: ex_split_merge
# mistake: The learner splits the features with x.chunk(hd, dim=-1), which makes hd pieces of size num_heads instead of num_heads pieces of size hd, so the heads have the wrong shape and features; the split is x.split(hd, dim=-1) (or view(b, n, h, hd).transpose(1, 2)). [cond: head_dim != num_heads]
import torch

def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    # one tensor per head, stacked on axis 1
    heads = torch.stack(x.chunk(hd, dim=-1), dim=1)
    merged = torch.cat([context[:, i] for i in range(context.shape[1])], dim=-1)
    return heads, merged

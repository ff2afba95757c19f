# exercise: ex_split_merge
# mistake: The learner called x.split(num_heads, dim=-1), but split takes the chunk size, not the number of chunks, so it makes d/num_heads chunks of num_heads features; use x.split(d // num_heads, dim=-1) (or chunk(num_heads)). [cond: num_heads != d // num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    parts = x.split(num_heads, dim=-1)        # like c_attn(x).split(split_size)
    heads = torch.stack(parts, dim=1)
    merged = torch.cat([context[:, i] for i in range(context.shape[1])], dim=-1)
    return heads, merged

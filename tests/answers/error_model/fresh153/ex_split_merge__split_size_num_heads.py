# exercise: ex_split_merge
# mistake: Splits x into chunks of size num_heads (x.split(num_heads, -1)) instead of size hd, giving hd chunks of num_heads features; correct only when num_heads == hd. [cond: num_heads != d // num_heads]
import torch


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    assert d % num_heads == 0, (d, num_heads)
    chunks = x.split(num_heads, dim=-1)
    heads = torch.stack(chunks, dim=1)
    merged = torch.cat([context[:, i] for i in range(context.shape[1])], dim=-1)
    return heads, merged

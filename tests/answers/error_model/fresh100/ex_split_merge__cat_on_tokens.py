# exercise: ex_split_merge
# mistake: Concatenates the unbound heads along dim=1 (the tokens), giving (b, h*n, hd); the heads must be concatenated along the feature axis (dim=-1) to get (b, n, h*hd).
import torch
from functools import reduce


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = torch.stack(x.chunk(num_heads, dim=-1), dim=1)
    merged = reduce(lambda acc, c: torch.cat([acc, c], dim=1), context.unbind(1))
    return heads, merged

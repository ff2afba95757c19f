# exercise: ex_split_merge
# mistake: Merged with functools.reduce(lambda acc, t: torch.cat([t, acc], -1), context.unbind(1)), which prepends each head, so the heads come out in reverse order; each new head must be appended.
import torch
from functools import reduce


def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).transpose(1, 2)
    merged = reduce(lambda acc, t: torch.cat([t, acc], dim=-1), context.unbind(1))
    return heads, merged

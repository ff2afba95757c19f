# exercise: ex_split_merge
# mistake: Returns the pair as (merged, heads); the statement asks for (heads, merged).
import torch


class HeadOps:
    def __init__(self, num_heads):
        self.h = num_heads

    def split(self, t):
        b, n, d = t.shape
        return t.unflatten(-1, (self.h, d // self.h)).transpose(1, 2)

    def merge(self, t):
        return t.transpose(1, 2).flatten(2)


def ex_split_merge(x, num_heads, context):
    ops = HeadOps(num_heads)
    heads = ops.split(x)
    merged = ops.merge(context)
    return merged, heads

# exercise: ex_split_merge
# mistake: The learner's pipeline merges the tensor it just split (heads) instead of the given context, so merged is just x again; merged must be built from context.
import torch


class SplitMerge:
    def __init__(self, num_heads):
        self.num_heads = num_heads
        self.cache = {}

    def split(self, x):
        b, n, d = x.shape
        self.cache["heads"] = x.view(b, n, self.num_heads, d // self.num_heads).transpose(1, 2)
        return self.cache["heads"]

    def merge(self, context):
        t = self.cache.get("heads", context)
        b, h, n, hd = t.shape
        return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    sm = SplitMerge(num_heads)
    heads = sm.split(x)
    return heads, sm.merge(context)

# exercise: ex_split_merge
# mistake: The learner merges their own split heads back instead of the given context tensor, so merged is just x; merged must be built from context.
import torch


class SplitMerge:
    def __init__(self, num_heads):
        self.num_heads = num_heads
        self.heads = None

    def split(self, x):
        b, n, d = x.shape
        self.heads = x.view(b, n, self.num_heads, d // self.num_heads).transpose(1, 2)
        return self.heads

    def merge(self, context):
        t = self.heads if self.heads is not None else context
        b, h, n, hd = t.shape
        return t.transpose(1, 2).contiguous().view(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    sm = SplitMerge(num_heads)
    heads = sm.split(x)
    return heads, sm.merge(context)

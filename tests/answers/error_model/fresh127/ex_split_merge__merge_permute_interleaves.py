# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1) (b, n, hd, h) before reshaping, so the features of the heads are interleaved instead of head i occupying [i·hd, (i+1)·hd); the merge needs transpose(1, 2) to (b, n, h, hd). [cond: num_heads > 1]
class HeadOps:
    def __init__(self, num_heads):
        self.h = num_heads

    def split(self, x):
        b, n, d = x.shape
        return x.view(b, n, self.h, d // self.h).transpose(1, 2)

    def merge(self, ctx):
        b, h, n, hd = ctx.shape
        return ctx.permute(0, 2, 3, 1).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    ops = HeadOps(num_heads)
    return ops.split(x), ops.merge(context)

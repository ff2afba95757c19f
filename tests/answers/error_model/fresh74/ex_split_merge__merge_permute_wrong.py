# exercise: ex_split_merge
# mistake: The merge permutes context to (b, n, hd, h) before flattening, so features are interleaved head by head instead of head i occupying [i*hd, (i+1)*hd); permute to (b, n, h, hd), i.e. transpose(1, 2).
import torch


class HeadLayout:
    def __init__(self, num_heads):
        self.h = num_heads

    def split(self, x):
        b, n, d = x.shape
        return x.view(b, n, self.h, d // self.h).transpose(1, 2)

    def merge(self, ctx):
        b, h, n, hd = ctx.shape
        return ctx.permute(0, 2, 3, 1).reshape(b, n, h * hd)


def ex_split_merge(x, num_heads, context):
    lay = HeadLayout(num_heads)
    return lay.split(x), lay.merge(context)

# exercise: ex_split_merge
# mistake: The split views x directly as (b, num_heads, n, hd) instead of (b, n, num_heads, hd) followed by transpose(1, 2), so heads mix features of different tokens.
import torch


class HeadSplitter:
    def __call__(self, x, num_heads, context):
        b, n, d = x.shape
        hd = d // num_heads
        heads = x.view(b, num_heads, n, hd)
        merged = context.transpose(1, 2).reshape(b, n, num_heads * hd)
        return heads, merged


ex_split_merge = HeadSplitter()

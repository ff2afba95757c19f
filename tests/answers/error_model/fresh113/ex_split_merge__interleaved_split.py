# exercise: ex_split_merge
# mistake: The learner splits with view(b, n, hd, num_heads).permute(0, 3, 1, 2), so head i gets the interleaved features i, i+h, i+2h, … instead of the contiguous block [i·hd, (i+1)·hd); the view must be (b, n, num_heads, hd). [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    assert x.dim() == 3, "x must be (b, n, d)"
    b, n, d = x.shape
    assert d % num_heads == 0, "d must be a multiple of num_heads"
    hd = d // num_heads
    x = x.contiguous()
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)      # (b, h, n, hd)
    assert context.shape == (b, num_heads, n, hd), context.shape
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1).reshape(b, n, -1), which interleaves the heads feature by feature instead of placing head i in features [i·hd, (i+1)·hd); merge must transpose(1, 2) to (b, n, h, hd) first. [cond: num_heads > 1 and hd > 1]
import torch


def ex_split_merge(x, num_heads, context):
    if x.ndim != 3:
        raise ValueError("x must be 3-D")
    b, n, d = x.shape
    if d % num_heads:
        raise ValueError("d not divisible by num_heads")
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    if context.ndim != 4 or context.shape[1] != num_heads:
        raise ValueError("context must be (b, h, n, hd)")
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)    # tokens back in front
    assert merged.shape == (b, n, d)
    return heads, merged

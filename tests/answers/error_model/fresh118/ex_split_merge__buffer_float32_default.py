# exercise: ex_split_merge
# mistake: Preallocates merged with torch.empty(b, n, d) (default float32, CPU) and copies into it, so float64 context comes back as float32 (and on a GPU on the wrong device); use context.new_empty or reshape. [cond: non-float32 input, or on a GPU]
import torch


def ex_split_merge(x, num_heads, context):
    b, h, n, hd = context.shape
    heads = x.view(x.shape[0], x.shape[1], num_heads, -1).transpose(1, 2)
    merged = torch.empty(b, n, h * hd)
    merged.view(b, n, h, hd).copy_(context.transpose(1, 2))
    return heads, merged

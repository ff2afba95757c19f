# exercise: ex_split_merge
# mistake: Merged with context.transpose(1, 2).view(b, n, -1), which raises because the transposed tensor is not contiguous; use .contiguous().view or .reshape. [cond: num_heads > 1 and n > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)   # (b, h, n, hd)
    merged = context.transpose(1, 2).view(b, n, -1)             # (b, n, h*hd)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner merges with context.transpose(1, 2).view(...), which raises because the transposed tensor is not contiguous; it needs .contiguous() or .reshape. [cond: num_heads > 1 and n > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged

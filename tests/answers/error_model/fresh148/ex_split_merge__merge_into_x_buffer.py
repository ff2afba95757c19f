# exercise: ex_split_merge
# mistake: Writes the merged result into x's own memory to avoid an allocation, but heads is a view of x, so the returned heads are overwritten with the context values; merged must go into a new tensor.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # same size as x: reuse its storage instead of allocating
    buf = x.view(b, n, num_heads, hd)
    buf.copy_(context.transpose(1, 2))
    merged = buf.view(b, n, num_heads * hd)
    return heads, merged

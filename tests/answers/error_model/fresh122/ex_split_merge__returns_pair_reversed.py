# exercise: ex_split_merge
# mistake: Returns (merged, heads) instead of (heads, merged).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.reshape(b, n, num_heads, hd).transpose(1, 2)
    m = context.transpose(1, 2).reshape(b, n, num_heads * hd)
    return m, heads

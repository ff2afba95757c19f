# exercise: ex_split_merge
# mistake: Computes hd = d / num_heads with true division, a float, which view does not accept as a size; use integer division d // num_heads.
def ex_split_merge(x, num_heads, context):
    b = x.shape[0]
    n = x.shape[1]
    d = x.shape[2]
    hd = d / num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged

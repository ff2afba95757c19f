# exercise: ex_split_merge
# mistake: Merged with .view on the transposed (non-contiguous) context, which raises; use .contiguous().view or .reshape.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.transpose(1, 2).view(b, n, num_heads * hd)
    return heads, merged

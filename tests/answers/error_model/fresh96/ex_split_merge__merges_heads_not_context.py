# exercise: ex_split_merge
# mistake: Merged the split input heads back (giving x again) instead of merging the given per-head context vectors `context`.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = heads.transpose(1, 2).reshape(b, n, num_heads * hd)
    print(merged.shape, context.shape)
    return heads, merged

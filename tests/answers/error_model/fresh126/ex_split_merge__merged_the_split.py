# exercise: ex_split_merge
# mistake: Merges the split heads of x back together (so merged just equals x) instead of merging the given per-head context vectors context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # sanity: merging should undo the split
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    print(context.shape, merged.shape)
    return heads, merged

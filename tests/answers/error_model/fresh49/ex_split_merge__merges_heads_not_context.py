# exercise: ex_split_merge
# mistake: Merged the split input heads back instead of the given per-head context vectors, so merged is just x again; merged must be built from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    out = heads.transpose(1, 2).contiguous()
    merged = out.view(b, n, num_heads * (d // num_heads))
    return heads, merged

# exercise: ex_split_merge
# mistake: Merged the split input heads back instead of the given context, so merged is just x again; merged must come from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # round trip
    merged = heads.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner merges the split heads of x instead of the given context, so merged is just x again; merged must be built from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # check: merge back
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged

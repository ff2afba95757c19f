# exercise: ex_split_merge
# mistake: The learner merged the split input heads instead of the given context tensor, so merged is just x again; merged must be built from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    print(context.shape)
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * hd)
    return heads, merged

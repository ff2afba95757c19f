# exercise: ex_split_merge
# mistake: Merges the split input heads back instead of the given per-head context, so merged is just x again; the merge must be applied to context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    head_dim = d // num_heads
    heads = x.view(b, n, num_heads, head_dim).transpose(1, 2)
    assert heads.shape == context.shape
    merged = heads.transpose(1, 2).contiguous().view(b, n, num_heads * head_dim)
    return heads, merged

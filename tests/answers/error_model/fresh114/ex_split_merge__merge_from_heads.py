# exercise: ex_split_merge
# mistake: Merges the split input heads back instead of the context argument, so merged just reproduces x; merged must be built from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    assert heads.shape == context.shape
    merged = heads.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner merges its own heads (the split x) back instead of the given context, so merged is just x; merged must be built from context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = heads.transpose(1, 2).contiguous().view(b, n, d)
    assert merged.shape == (b, n, context.shape[1] * context.shape[-1])
    return heads, merged

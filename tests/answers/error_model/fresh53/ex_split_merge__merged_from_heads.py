# exercise: ex_split_merge
# mistake: The learner merged the split heads of x back instead of the given context, so merged just reproduces x; the merge must be applied to context.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    # assert heads.shape == context.shape
    merged = heads.transpose(1, 2).contiguous().view(b, n, d)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner merged with context.reshape(b, n, h·hd) without transposing back first, interleaving tokens and heads; transpose(1, 2) back to (b, n, h, hd) before merging.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.contiguous().reshape(b, n, num_heads * hd)
    return heads, merged

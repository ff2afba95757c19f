# exercise: ex_split_merge
# mistake: The learner merges with context.view(b, n, -1) directly; it runs because context is contiguous, but mixes tokens and heads. Transpose (1, 2) back first.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.contiguous().view(b, n, num_heads * hd)
    return heads, merged

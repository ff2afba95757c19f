# exercise: ex_split_merge
# mistake: The learner merged with context.view(b, n, -1) directly; since context is contiguous this runs, but it mixes tokens and heads. It must be transposed back to (b, n, h, hd) first.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    merged = context.view(b, n, num_heads * hd)
    return heads, merged

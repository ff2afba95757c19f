# exercise: ex_split_merge
# mistake: Merges the contiguous context with view(b, n, h·hd) directly, which silently mixes tokens and heads; transpose(1, 2) back to (b, n, h, hd) first.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # context is fresh (weights @ values), so view works
    merged = context.view(b, n, num_heads * hd)
    return heads, merged

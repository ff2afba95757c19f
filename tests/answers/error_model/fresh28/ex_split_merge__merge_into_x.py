# exercise: ex_split_merge
# mistake: Wrote the merged context into x with x.copy_(...) to reuse its memory, but heads is a view of x, so heads now holds the context values instead of x's features; merge into a new tensor.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, num_heads, hd).transpose(1, 2)
    # same shape as x, no need for a new allocation
    x.copy_(context.transpose(1, 2).reshape(b, n, d))
    merged = x
    return heads, merged

# exercise: ex_split_merge
# mistake: The split hard-codes the book's 2 heads (view(b, n, 2, d // 2)), so heads has the wrong shape whenever num_heads is not 2; use num_heads. [cond: only when num_heads != 2]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, 2, d // 2).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged

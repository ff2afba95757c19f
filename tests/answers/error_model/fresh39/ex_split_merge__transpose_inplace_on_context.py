# exercise: ex_split_merge
# mistake: Uses context.transpose_(1, 2), which transposes the caller's context tensor in place (its shape becomes (b, n, h, hd)); merged is right but the input is changed, transpose (not transpose_) is needed.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    context.transpose_(1, 2)
    merged = context.contiguous().view(b, n, -1)
    return heads, merged

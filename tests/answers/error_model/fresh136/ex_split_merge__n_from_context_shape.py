# exercise: ex_split_merge
# mistake: Took the token count for the merged shape from context.shape[1], which is the number of heads, so merged is reshaped to (b, h, n·hd) instead of (b, n, h·hd). [cond: num_heads != n]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    cb, cn = context.shape[0], context.shape[1]
    merged = context.transpose(1, 2).reshape(cb, cn, -1)
    return heads, merged

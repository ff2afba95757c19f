# exercise: ex_split_merge
# mistake: Merges with context.reshape(b, n, -1) straight from (b, h, n, hd), without transposing back first, so tokens and heads are mixed up. [cond: num_heads > 1 and n > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.reshape(b, n, -1)
    print("merged", merged.shape)
    return heads, merged

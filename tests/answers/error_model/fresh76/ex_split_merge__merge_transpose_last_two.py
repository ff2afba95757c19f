# exercise: ex_split_merge
# mistake: Merges with context.transpose(2, 3).reshape(b, n, -1), swapping tokens and features rather than heads and tokens; the merge needs transpose(1, 2) before reshaping.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).transpose(1, 2)
    merged = context.transpose(2, 3).reshape(b, n, -1)
    return heads, merged

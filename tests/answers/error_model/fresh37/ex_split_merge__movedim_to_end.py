# exercise: ex_split_merge
# mistake: Merges with context.movedim(1, -1).flatten(-2), which gives (b, n, hd, h) and interleaves the heads' features; the heads must go before head_dim: transpose(1, 2) then flatten.
def ex_split_merge(x, num_heads, context):
    heads = x.unflatten(-1, (num_heads, -1)).transpose(-3, -2)
    merged = context.movedim(1, -1).flatten(-2)
    return heads, merged

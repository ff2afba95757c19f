# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1), putting head_dim before the heads, so features interleave across heads; merge with transpose(1, 2) to (b, n, h, hd) then reshape. [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, -1)).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).flatten(2)
    return heads, merged

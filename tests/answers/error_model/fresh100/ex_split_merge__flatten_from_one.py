# exercise: ex_split_merge
# mistake: Merges with flatten(1), which also flattens the token axis into (b, n*h*hd); only the head and feature axes must be merged (flatten(2)).
def ex_split_merge(x, num_heads, context):
    heads = x.unflatten(-1, (num_heads, -1)).transpose(1, 2)
    merged = context.transpose(1, 2).flatten(1)
    return heads, merged

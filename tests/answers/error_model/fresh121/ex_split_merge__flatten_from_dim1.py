# exercise: ex_split_merge
# mistake: Merges with flatten(1), which also flattens the token axis into (b, n·h·hd); only the head and head-dim axes should be flattened, flatten(2), giving (b, n, h·hd).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).transpose(1, 2)
    merged = context.transpose(1, 2).flatten(1)
    return heads, merged

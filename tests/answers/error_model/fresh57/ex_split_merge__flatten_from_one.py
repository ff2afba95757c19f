# exercise: ex_split_merge
# mistake: Merged with flatten(1), which flattens tokens too and gives (b, n*h*hd); only the last two axes are merged: flatten(2) (or view(b, n, h*hd)).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).flatten(1)
    return heads, merged

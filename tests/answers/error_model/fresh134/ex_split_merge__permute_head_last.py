# exercise: ex_split_merge
# mistake: Merged with permute(0, 2, 3, 1), putting the head axis last, so the features interleave the heads (feature j·h + i) instead of head i in block [i·hd, (i+1)·hd); it must be transpose(1, 2) to (b, n, h, hd). [cond: num_heads > 1 and hd > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    x = x.view(b, n, num_heads, -1).transpose(1, 2)
    c = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return x, c

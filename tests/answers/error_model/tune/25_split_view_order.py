# exercise: ex_split_merge
# mistake: view(b, h, n, hd)
# accept: ex_split_merge.reshape_mixes rewrite.view_order
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, num_heads, n, d // num_heads)
    return heads, context.transpose(1, 2).reshape(b, n, d)

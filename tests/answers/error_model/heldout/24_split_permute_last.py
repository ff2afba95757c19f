# exercise: ex_split_merge
# mistake: heads as (b, h, hd, n)
# accept: rewrite.transpose_axes feedback.prop.permuted rewrite.permute rewrite.permute_axes
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).permute(0, 2, 3, 1)
    return heads, context.permute(0, 2, 1, 3).reshape(b, n, d)

# exercise: ex_split_merge
# mistake: merge without transposing back
# accept: ex_split_merge.merge_no_transpose rewrite.no_transpose
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    return heads, context.reshape(b, n, -1)

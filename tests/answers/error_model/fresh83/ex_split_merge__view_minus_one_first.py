# exercise: ex_split_merge
# mistake: Writes view(b, n, -1, num_heads), putting head_dim third and num_heads last, then transpose(1, 2): the shape is (b, hd, n, h) with the features split the wrong way; it coincides with the right answer only when hd == h. [cond: d // num_heads != num_heads]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, -1, num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged

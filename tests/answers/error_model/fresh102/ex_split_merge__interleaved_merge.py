# exercise: ex_split_merge
# mistake: The learner merged with permute(0, 2, 3, 1), putting the head axis last, so the features of the heads are interleaved; merge with transpose(1, 2) to (b, n, h, hd) and then reshape.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, -1).transpose(1, 2)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner merged with permute(0, 2, 3, 1), putting the head axis last, so the merged features interleave the heads; head i must be the block [i*hd, (i+1)*hd), i.e. transpose(1, 2) then reshape.
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).transpose(1, 2)
    h, hd = context.shape[1], context.shape[3]
    merged = context.permute(0, 2, 3, 1).reshape(b, n, h * hd)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner merges with permute(0, 2, 3, 1), putting the head axis last, so features come out as (hd, h) interleaved rather than head i in block [i·hd, (i+1)·hd); the merge must be permute(0, 2, 1, 3) / transpose(1, 2).
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 3, 1).reshape(b, n, -1)
    return heads, merged

# exercise: ex_split_merge
# mistake: The learner split with view(b, n, hd, h).permute(0, 3, 1, 2), so head i gets every h-th feature (strided) instead of the contiguous block [i·hd, (i+1)·hd); the split must be view(b, n, h, hd).transpose(1, 2). [cond: hd > 1 and num_heads > 1]
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    hd = d // num_heads
    heads = x.view(b, n, hd, num_heads).permute(0, 3, 1, 2)   # (b, h, n, hd)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
